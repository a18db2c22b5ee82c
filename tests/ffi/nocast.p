;;; exacc on a name with no type spec (not loaded by exload, no cast).
vars q = 3;
exacc q(1) =>
