;;; cis(angle): cos(angle) +: sin(angle), in degrees and then radians;
;;; a complex angle is a mishap.
cis(0) =>
cis(90) =>
cis(180) =>
cis(45.0) =>
cis(-30) =>
true -> popradians;
cis(pi / 2) =>
cis(1) =>
false -> popradians;
cis(1+:2) =>
