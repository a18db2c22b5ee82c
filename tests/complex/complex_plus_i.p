;;; a non-number as the imaginary part
1 +: "a" =>
