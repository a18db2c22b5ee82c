;;; `=` on two cyclic defclass records ends in "rle" (it never returned):
;;; the comparison follows the last field in a loop, which now detects
;;; going round a cycle
defclass node {val, next};
vars a = consnode(1,false), b = consnode(1,false); a -> next(a); b -> next(b);
a = b =>
