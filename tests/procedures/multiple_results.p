define qr(a, b); a // b enddefine;
qr(17, 5) =>
lvars q, r;
qr(17, 5) -> (r, q);
[q ^q r ^r] =>
