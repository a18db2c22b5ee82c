vars a = newarray([1 2 1 3], 0);
a(1.0, 1) =>
