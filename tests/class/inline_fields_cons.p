;;; A constructor with too few items on the stack mishaps as it does
defclass node {key, left, right};
define mk(a, b); consnode(a, b) enddefine;
mk(1, 2) =>
