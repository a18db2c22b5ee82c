newanyarray([1], 0, vector_key) =>
