;;; Nested lists and repeated variables
vars x y z;
[a [b c] d] matches [a [?x ?y] d] =>
x, y =>
[a [b c] d] matches [a [== c] ?z] =>
z =>
[[1 2] [3 4]] matches [[?x ==] [== ?y]] =>
x, y =>
[[1 2] [3 4]] matches [[= ?x] [?x =]] =>
[[1 2] [2 4]] matches [[= ?x] [?x =]] =>
x =>
[a [b [c [d]]]] matches [a [b [c [?x]]]] =>
x =>
[a [b c] d] matches [a ?x d] =>
x =>
[a [b c] d] matches [a [??x] d] =>
x =>
;;; repeated variables must match the same (=) value
[a b a] matches [?x = ?x] =>
[a b c] matches [?x = ?x] =>
[[1 2] x [1 2]] matches [?y = ?y] =>
y =>
[a b c a b c] matches [??x ??x] =>
x =>
[a b c c b a] matches [??x ??x] =>
[1 2 3 1 2 3 4] matches [??x ??x ?y] =>
x, y =>
[1 2 x 1 2] matches [??x x ??x] =>
x =>
[1 2 x 1 3] matches [??x x ??x] =>
;;; sequences in the middle
[the big black cat sat on the mat] matches [the ??x cat == on the ?y] =>
x, y =>
[1 2 3 4 5 6] matches [== ?x ?y == ?z] =>
x, y, z =>
[a b c d] matches [??x ?y] =>
x, y =>
