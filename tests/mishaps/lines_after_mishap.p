'one' =>
'two' =>
1 + "x" =>
'three' =>
