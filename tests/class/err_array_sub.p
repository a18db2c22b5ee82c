vars a = newarray([1 2 1 3], 0);
a(2, 3) =>
a(3, 1) =>
