define make();
    lvars total = 0;
    define add(n); total + n -> total enddefine;
    define get(); total enddefine;
    add, get
enddefine;
vars (a, g) = make();
a(5); a(10);
g() =>
