newanyarray([1 10], {1 2}) =>
