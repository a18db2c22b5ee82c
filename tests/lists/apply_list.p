[a b c](2) =>
{x y z}(3) =>
'hello'(1) =>
