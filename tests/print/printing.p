[a [b c] {d e} 'str' 1.5] =>
pr('hello'); pr(newline);
npr([1 2]);
spr(1); spr(2); pr(newline);
1.0 / 3 =>
100000.0 =>
