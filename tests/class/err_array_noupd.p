newanyarray([1 2], 0, identfn) =>
