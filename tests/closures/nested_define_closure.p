define outer(n);
    define inner(k); n + k enddefine;
    inner(1) + inner(2)
enddefine;
outer(10) =>
