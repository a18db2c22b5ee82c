vars x = 3;
[a [b ^x] [% x + 1 %] c] =>
{a {b} "c"} =>
