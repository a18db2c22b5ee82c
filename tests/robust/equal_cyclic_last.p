;;; `=` on vectors that hold themselves as their last element ends in
;;; "rle" (it never returned)
vars v = {1 2}, w = {1 2}; v -> v(2); w -> w(2);
v = w =>
