;;; A field read inline of a record of another class mishaps as the accessor does
defclass node {key, left, right};
defclass other {okey, oleft, oright};
define get(t); key(t) + 1 enddefine;
get(consnode(1, 2, 3)) =>
get(consother(1, 2, 3)) =>
