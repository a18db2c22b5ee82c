define counter();
    lvars n = 0;
    define inc(); n + 1 -> n; n enddefine;
    inc
enddefine;
vars c1 = counter(), c2 = counter();
c1() => c1() => c2() => c1() =>
