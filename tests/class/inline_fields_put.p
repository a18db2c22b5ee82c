;;; A field update inline of a non-record mishaps as the updater does
defclass node {key, left, right};
define put(v, t); v -> right(t) enddefine;
vars n = consnode(1, 2, 3);
put(5, n); n =>
put(5, [a b]) =>
