;;; cis of a complex angle
cis(1+:2) =>
