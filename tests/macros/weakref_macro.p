;;; weakref[DEPENDENTS] NAME where a macro gives the dependents as a list
;;; item, as Poplog's libraries write it: lconstant macro W = [weakref[p]];
vars x = 3, vedprocess = false;
lconstant macro VWEAK = [weakref[vedprocess]];
define f();
    VWEAK x + 1 =>
    0 -> VWEAK x;
    x =>
enddefine;
f();
define g();
    dlocal VWEAK x = 7;
    x =>
enddefine;
g();
x =>
