;;; Closures over the locals of a suspended process keep sharing them
vars getter, setter;
define shared();
    lvars v = 1;
    procedure; v endprocedure -> getter;
    procedure(x); x -> v endprocedure -> setter;
    repeat
        suspend(v, 1);
        v * 2 -> v
    endrepeat
enddefine;
vars sp = consproc(0, shared);
runproc(0, sp) =>
getter() =>
setter(10);
getter() =>
runproc(0, sp) =>
getter() =>
define deeper(); lvars a = 1000; runproc(0, sp) enddefine;
deeper() =>
getter() =>
setter(3);
runproc(0, sp) =>
