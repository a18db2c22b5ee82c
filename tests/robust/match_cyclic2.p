;;; a cyclic pattern against a cyclic datum ends in "rle" (it never
;;; returned; Poplog's never returns either)
vars l1 = [1 2 3], l2 = [1 2 3];
l1 -> back(back(back(l1))); l2 -> back(back(back(l2)));
l1 matches l2 =>
