;;; ! patterns with the database procedures and loops, binding lvars
[[a ison b] [b ison c] [c ison d]] -> database;
define chains() -> n;
    lvars x, y, z, n = [];
    forevery ![[?x ison ?y] [?y ison ?z]] do [^x ^z] :: n -> n endforevery;
enddefine;
chains() =>
define firsts();
    lvars x;
    [% foreach ![?x ison =] do x endforeach %]
enddefine;
firsts() =>
define pres(w);
    lvars v;
    if present(![^w ison ?v]) then v else false endif
enddefine;
pres("b"), pres("d") =>
isdefined("v") =>
