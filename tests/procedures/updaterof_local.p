;;; define updaterof of a procedure local to another procedure
define k();
    define lconstant p(x); x + 1 enddefine;
    define updaterof p(v, x); npr([upd ^v ^x]); enddefine;
    p(1) =>
    5 -> p(2);
enddefine;
k();
define k2();
    lvars n = 0;
    define lconstant q(x); x + n enddefine;
    define updaterof q(v, x); v -> n; enddefine;
    7 -> q(2);
    q(1) =>
enddefine;
k2();
define k3();
    lconstant procedure r = procedure(x); x * 10 endprocedure;
    define updaterof r(v, x); npr([r ^v ^x]); enddefine;
    r(3) =>
    9 -> r(4);
enddefine;
k3();
