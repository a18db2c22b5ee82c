define double(x); x * 2 enddefine;
define inc(x); x + 1 enddefine;
5.double =>
5.double.inc =>
[1 2 3].rev =>
