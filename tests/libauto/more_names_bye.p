;;; more lib/auto names: define :inline, appdic, and bye (which ends the
;;; run)
define :inline SQUARE(x);
    (x * x)
enddefine;
SQUARE(7) =>
vars n = 0;
appdic(procedure(w); if w == "appdic" then n + 1 -> n endif endprocedure);
n =>
'before bye' =>
bye;
'not reached' =>
