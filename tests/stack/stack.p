1, 2, 3;
stacklength() =>
erase(1, 2) =>
define two(); 1, 2 enddefine;
two() =>
two() + 10 =>
