constant c = 5;
constant c = 6;
c =>
vars procedure p = hd;
constant d;
7 -> d;
d =>
8 -> d;
