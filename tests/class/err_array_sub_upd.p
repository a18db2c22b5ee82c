vars a = newarray([1 2 1 3], 0);
3 -> a(1, 4);
