;;; :: checks its list before it looks for the item (LIST NEEDED, not
;;; STACK EMPTY, when the list is missing too)
1, 2 :: =>
