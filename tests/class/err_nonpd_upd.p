recordclass point x y;
vars p = conspoint(1, 2);
3 -> p();
