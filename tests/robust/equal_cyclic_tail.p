;;; `=` on two cyclic lists ends in "rle" (it never returned; Poplog's
;;; never returns either); lists that are equal up to the cycle, and a
;;; cyclic list against a different one, are compared as before
vars l1 = [1 2 3], l2 = [1 2 3], l3 = [1 2 4];
l1 -> back(back(back(l1))); l2 -> back(back(back(l2))); l3 -> back(back(back(l3)));
l1 = l3 =>
l1 = [1 2 3] =>
l1 = l1 =>
l1 = l2 =>
