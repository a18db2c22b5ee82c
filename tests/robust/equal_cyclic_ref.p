;;; `=` on two refs that hold themselves ends in "rle" (it never returned;
;;; Poplog's never returns either)
vars r1 = consref(1), r2 = consref(1); r1 -> cont(r1); r2 -> cont(r2);
r1 = r1 =>
r1 = r2 =>
