;;; Matchvars in matches, -->, the database procedures, doesmatch and
;;; while_matching: these compare a pattern's ordinary elements with =, so
;;; a single-item matchvar matches (the segment ones only where they are
;;; the right-hand argument of = on a list).
vars x, y, z, it;
[a 1 b] matches [a =?x:isinteger b] =>
x =>
[a b b] matches [a =?x:isinteger b] =>
[1 2 3] matches [?x =?y 3] =>
x, y =>
[a b c d e] matches [=??x c =??y] =>
[[p q] r] --> [=?x r];
x =>
[] -> database;
add([cat sits]); add([dog runs]); add([cat eats 3]);
present([cat =?x]) =>
x =>
lookup([dog =?y]);
y =>
foreach [cat =?x] do x => endforeach;
foreach [cat =??x] do x => endforeach;
remove([dog =*]);
database =>
flush([cat =**]);
database =>
flush([cat =* =*]);
database =>
member([a =?x], [[b 1][a 7]]) =>
x =>
[1 2 3] doesmatch [1 =?x 3] =>
[1 2 3] doesmatch [1 2 =?x] =>
x =>
while_matching [a b c] with [??x =?y] do [^x ^y] => endwhile_matching;
while_matching [a b c] with [??x =?y ??z] do [^x ^y] => endwhile_matching;
[1 2] --> [=?x =?x];
