;;; lvars read before assignment: <undef> when captured by a nested procedure
define h();
    lvars x;
    define lconstant g(); x enddefine;
    g() =>
    isundef(g()) =>
enddefine;
h();
lvars q;
q =>
