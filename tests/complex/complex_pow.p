;;; a power that is not a number
(1+:2) ** "a" =>
