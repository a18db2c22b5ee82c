;;; doesmatch, while_matching, forall_match and which_values (HELP
;;; DOESMATCH, HELP FORALL_MATCH, HELP WHICH_VALUES): the matcher that
;;; backtracks into earlier segments and sublists.
;;; Poplog's forall_match adds its words to Ved's vedopeners/vedclosers
;;; lists; declared here so that its loading prints no warning.
vars vedopeners = [], vedclosers = [];
vars x, y, z;
[[1 2 3 4][3 4 1 2]] doesmatch [[??x ??y][??y ??x]] =>
x, y =>
[a b c] doesmatch [= = :isword =] =>
[a 2 c] doesmatch [= = :isword =] =>
[[a b c 1 2]] doesmatch [[??x = :isinteger ??y]], x,y =>
[a b c d] doesmatch [?x == :3],x =>
[1 3 2 5 2 4] doesmatch ([== ?x ??z ?y ==], procedure; x == y endprocedure) =>
x, y, z =>
[1 2 3 4] doesmatch ([?? x ?? y], procedure; [^x ^y] => false endprocedure) =>
[a b c] doesmatch [?x:isinteger ==] =>
[3 b c] doesmatch [?x:isinteger ==], x =>
[[a b c]] doesmatch [[== ??x:2]], x =>
[a b] doesmatch [a b c] =>
[a b] doesmatch [a ==] =>
[a [b c] d] doesmatch [a [?x ?y] ?z], x, y, z =>
"a" doesmatch "a" =>
[a b c d] doesmatch [== ?x:%procedure(i); if i == "c" then "cc" else false endif endprocedure% ==], x=>
identprops("doesmatch") =>
popmatchvars =>
lvars p1, p2, p3;
while_matching [[mother a b][mother b c][mother c d][mother b e]]
with ![== [mother ?p1 ?p2] == [mother ?p2 ?p3] ==]
do
    [granny ^p1 ^p3] =>
endwhile;
vars x,y;
while_matching [1 2 3 4] with [== ??x = ??y == ]
when x /== [] and y /== []
do
    [^x ^y] =>
endwhile_matching;
define tst();
lvars x, y;
forall_match ! [== ?x == ?y ==] in [ 1 2 3 4] do
    quitif(x == 3);
    x+y=>
endforall_match;
enddefine;
tst();

lvars x y z w u v;
forall_match ! [??x ??y [??z ??w] ??u ??v] in [a b [c d] e f] do
    nextif(y == []);
    quitif(x = [a]);
    [x ^x y ^y z ^z w ^w u ^u v ^v]==>
endforall_match;
;;; a failure-driven search for common items of sublists
define getcommon(list1, list2) -> common;
    lvars list1, list2, common;
    unless [^list1 ^list2] doesmatch ![[== ?common ==] [== ?common ==]] then
        false -> common
    endunless
enddefine;
getcommon([1 2 3 a 4 5 6], [11 12 13 14 a 15]) =>
getcommon([1 2], [3 4]) =>
[[1 2 3 4][a b 2 c d]] matches [[== ?x ==][== ?x ==]], x =>
[[1 2 3 4][a b 2 c d]] doesmatch ![[== ?x ==][== ?x ==]], x =>
[1 2 3 4 3 2 1] doesmatch ([??x ??y], procedure; x = rev(y) endprocedure), x, y =>
vars database;
[[joe isa man] [jill isa woman] [joe lives_in london] [jill lives_in brighton]
 [bill isa man] [sue isa woman] [bill lives_in london] [sue lives_in paris]] -> database;
vars person, place;
which_values(! [?x ?y], ! [[?x lives_in ?y]])==>
which_values(![?person ?place], ! [[?person isa man][ ?person lives_in ?place]])==>
define tst2();
    lvars who, there;
    which_values(![?who ?there], ! [[?who isa woman][ ?who lives_in ?there]])
enddefine;
tst2() ==>
which_values([?x], [[?x isa dog]])==>
