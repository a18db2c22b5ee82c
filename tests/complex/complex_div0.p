;;; a rational complex divided by 0
(1+:2) / 0 =>
