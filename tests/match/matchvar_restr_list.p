;;; =?x:[1]: the [ is read as the restriction's name, so the 1 after it
;;; is a missing separator.
vars x;
1 = =?x:[1] =>
