;;; -> if C then T1 elseif ... else TN endif: the value is assigned to the
;;; target the conditions choose.
vars a = 1, b = 2, c = 3, l = [x y];
5 -> if a > 0 then b else c endif;
b, c =>
6 -> if a < 0 then b elseif a == 1 then c else a endif;
a, b, c =>
7 -> if a < 0 then b else hd(l) endif;
l =>
define f(x, last) -> x; [] -> if last then back(last) else x endif; enddefine;
vars p = [1 2 3];
f(p, tl(p)) =>
f(p, false) =>
