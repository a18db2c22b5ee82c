;;; the matcher on cyclic lists: a match found before going round the
;;; cycle is found; one that would go round for ever ends in "rle" (it never
;;; returned; Poplog's never returns either)
vars l1 = [1 2 3], l2 = [1 2 3], x, y;
l1 -> back(back(back(l1))); l2 -> back(back(back(l2)));
l1 matches [?x ?y 3 ==] =>
x, y =>
l1 matches [1 2 3 1 ==] =>
l1 matches [== 5] =>
