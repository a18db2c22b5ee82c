;;; a complex plus a non-number
(1+:2) + "a" =>
