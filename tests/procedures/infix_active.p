define 5 x plus2 y; x + y + 2 enddefine;
3 plus2 4 =>
define 3 a pcomp b -> c; a + b -> c enddefine;
1 pcomp 2 =>
vars store = 10;
define active fred; store * 2 enddefine;
define updaterof active fred(v); v -> store enddefine;
fred =>
7 -> fred;
fred =>
store =>
nonactive fred =>
define g; fred + 1 enddefine; g() =>
