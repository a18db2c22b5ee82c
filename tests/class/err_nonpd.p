recordclass point x y;
vars p = conspoint(1, 2);
p(1) =>
