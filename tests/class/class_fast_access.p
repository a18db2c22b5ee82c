;;; class_fast_access
recordclass point x y;
vars f = class_fast_access(2, point_key);
f =>
f(conspoint(1,2)) =>
vars p = conspoint(1,2);
9 -> f(p); p =>
class_fast_access(2, pair_key)([a b]) =>
