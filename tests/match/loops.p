;;; foreach and forevery (HELP FOREACH, HELP FOREVERY)
vars x y z;
[[a ison b] [b ison c] [c ison d]] -> database;
foreach [?x ison ?y] do [^x ^y] => it => endforeach;
foreach [?x ison ?y] in [[p ison q] [r is s] [t ison u]] do x => endforeach;
foreach [= ison c] do it => endforeach;
foreach [nothing ==] do 'never' => endforeach;
;;; quitloop and nextloop
foreach [?x ison =] do quitif(x == "b"); x => endforeach;
foreach [?x ison =] do nextif(x == "b"); x => endforeach;
;;; the loop runs over the database as it was when it started
foreach [?x ison ?y] do add([^y ison ^x]); endforeach;
database =>
[[1 ison 2] [2 ison 3]
 [a ison b] [b ison c] [d ison e] [e ison f] [g ison h] [a ison i]] -> database;
forevery [[?x ison ?y:isword] [?y ison ?z]] do
    them =>
    [^x is above ^z] =>
endforevery;
forevery [[??x ison ?y:isword] [?y ison ??z]] do
    them =>
    [^x is above ^z] =>
endforevery;
forevery [[?x ison ?y]] in [[p ison q] [r ison s]] do x => endforevery;
forevery [[?x ison ?y] [?y ison ?x]] do 'never' => endforevery;
;;; nested loops and loops in procedures
define pairs(db);
    lvars n = 0;
    forevery [[?x ison =] [?y ison =]] in db do
        if x /== y then n + 1 -> n endif
    endforevery;
    n
enddefine;
pairs([[a ison 1] [b ison 2] [c ison 3]]) =>
define count_matches(pat) -> n;
    0 -> n;
    foreach pat do n + 1 -> n endforeach
enddefine;
count_matches([= ison =]) =>
count_matches([a ison =]) =>
forevery [[?x ison ?y]] do
    quitif(x == "b");
    foreach [^y ison ?z] do [^x ^y ^z] => endforeach;
endforevery;
