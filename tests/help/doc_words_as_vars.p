;;; help, ref and teach are commands only while nothing else of that name
;;; is declared: lexical variables, and permanent ones declared by the
;;; program, are ordinary variables (as in Poplog, where the commands are
;;; autoloaded syntax words).
define f();
    lvars ref = 3;
    ref + 1
enddefine;
f() =>
define g(help);
    help * 2 -> help;
    help
enddefine;
g(4) =>
define h();
    lvars teach = 5;
    define k();
        teach + 1
    enddefine;
    k()
enddefine;
h() =>
lvars ref = 7;
ref =>
10 -> ref; ref * 2 =>
vars teach = [a b];
teach =>
hd(teach) =>
