substring(2, 3, 'abcdef') =>
issubstring('cd', 'abcdef') =>
isstartstring('ab', 'abcdef') =>
uppercase('abc') =>
lowercase('ABC') =>
'abc' <> 'def' =>
