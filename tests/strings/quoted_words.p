"hello" =>
[hello "world"] =>
isword("abc") =>
isword('abc') =>
