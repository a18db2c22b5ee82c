;;; Matchvar records (REF RECORDS section 4): printing, the key,
;;; consmatchvar / destmatchvar, and pop_matchvars_bound.
vars x, y, n = 2;
[=?x:isword =??y:3 =?x#length =* :isword =** :3 =?"foo" =??"bar":n] =>
[%consmatchvar(false, false, false, 0), consmatchvar(false, false, false, 1)%] =>
[%consmatchvar("zz", "zz", false, 0), consmatchvar("yy", ident y, false, 1)%] =>
[=?x: %nonop>(%0%)%] =>
{=?x} =>
=?x =>
=??y:3 =>
=* =>
datakey(=?x) =>
dataword(=??x) =>
destmatchvar(=??x#length) =>
destmatchvar(=*) =>
=?x:isword == =?x:isword =>
=?x:isword = =?x:isword =>
;;; pop_matchvars_bound is [] outside =, and during it lists the bound
define seen(v);
    pop_matchvars_bound =>
    true
enddefine;
pop_matchvars_bound =>
[1 2] = [=?x =?y:seen] =>
pop_matchvars_bound =>
;;; a user-made matchvar works as the syntax does
[5 6] = [% consmatchvar("x", ident x, isinteger, 0), 6 %] =>
x =>
[5 6 7] = [% consmatchvar("y", "y", false, 1) %] =>
y =>
