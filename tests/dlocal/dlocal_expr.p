;;; dlocal %EXPR%: the value of EXPR is saved on entry and given back (by
;;; its updater) at every exit; nonmac NAME is a macro's value
vars l = [1 2 3];
define show(); l => enddefine;
define f();
    dlocal % hd(l) %;
    99 -> hd(l);
    show();
enddefine;
f();
l =>
vars v = {a b c}, i = 2;
define g();
    dlocal % subscrv(i, v) %, % hd(tl(l)) % ;
    "zz" -> subscrv(i, v);
    0 -> hd(tl(l));
    v =>
    l =>
    exitfrom(g);
    'not reached' =>
enddefine;
g();
v =>
l =>
define h();
    lconstant pair = writeable [[]];
    dlocal % back(pair) %;
    [x] -> back(pair);
    pair =>
enddefine;
h();
h();
define macro twice; 2, "*" enddefine;
twice 5 =>
nonmac twice =>
vars procedure saved = nonmac twice;
define macro twice; 3 enddefine;
twice =>
saved -> nonmac twice;
twice 7 =>
