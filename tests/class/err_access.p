recordclass point x y;
vars p = conspoint(1, 2);
x(p) =>
3 -> x([]);
