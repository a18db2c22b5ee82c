;;; A failed match leaves the variables as the match last set them
vars x y z;
"old" ->> x ->> y -> z;
[a b c] matches [?x ?y d] =>
x, y, z =>
"old" ->> x ->> y -> z;
[a b c] matches [??x:isword] =>
x =>
"old" ->> x ->> y -> z;
[a b c c b a] matches [??x ??x] =>
x =>
"old" ->> x ->> y -> z;
[1 2 3] matches [?x ??y:0 ?z] =>
x, y, z =>
"old" ->> x ->> y -> z;
;;; the next plain word (here d) is looked for before any segment is tried
[a b c] matches [??x d] =>
x =>
;;; popmatchvars is [] outside a match
popmatchvars =>
define showvars(x); popmatchvars =>; true enddefine;
[1 2] matches [?x:showvars ?y:showvars] =>
popmatchvars =>
