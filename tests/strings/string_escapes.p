'tab\there' =>
'it\'s' =>
'back\\slash' =>
datalength('a\nb') =>
