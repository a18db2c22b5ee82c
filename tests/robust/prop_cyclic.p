;;; a property with `=` as its test hashes and compares cyclic keys: the
;;; hash is bounded, and `=` ends in "rle" (it never returned)
defclass node {val, next};
vars a = consnode(1,false), b = consnode(1,false); a -> next(a); b -> next(b);
vars q = newanyproperty([], 10, 1, false, syshash, nonop =, "perm", false, false);
1 -> q(a);
q(a) =>
q(b) =>
