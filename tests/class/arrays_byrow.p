;;; the by_column argument of newanyarray: false stores by row
vars a = newanyarray([1 2 1 3], 0, vector_key, false);
1 -> a(2,1); 2 -> a(1,2);
arrayvector(a) =>
vars m = newanyarray([1 2 1 2], nonop -, vector_key, false);
arrayvector(m) =>
vars b = newanyarray([1 2], {1 2 3 4}, 1, true);
arrayvector_bounds(b), b(1) =>
