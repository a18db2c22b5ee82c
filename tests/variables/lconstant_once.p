;;; lconstant in a procedure: its value is computed once, at compile time
lconstant K = 10;
define f();
    lconstant t = (npr('evaluated'), K + 1);
    t
enddefine;
npr('calling');
f() =>
f() =>
;;; a memo table held in an lconstant keeps its entries between calls
define g(x);
    lconstant memo = newproperty([], 10, false, "perm");
    memo(x) =>
    x * 2 -> memo(x);
enddefine;
g(1); g(1); g(2); g(1);
;;; initialisers may use earlier lconstants, several names at once
define h(n);
    lconstant a = K + 1, b = a * 2;
    lconstant (c, d) = (3, 4);
    [^a ^b ^c ^d ^n] =>
    define lconstant inner(); a + n enddefine;
    inner() =>
enddefine;
h(5);
define h2(n);
    lconstant procedure dbl = procedure(x); x * 2 endprocedure;
    dbl(n) =>
enddefine;
h2(4);
