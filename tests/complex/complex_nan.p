;;; a float complex divided by a zero complex
(1+:2)/(0+:0.0) =>
