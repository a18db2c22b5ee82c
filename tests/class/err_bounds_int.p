newanyarray([1 x], 0, vector_key) =>
