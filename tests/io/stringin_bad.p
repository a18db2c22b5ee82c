stringin(3) =>
