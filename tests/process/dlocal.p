;;; dlocal variables are swapped at every switch
vars dv = "outer", dw = 0;
define d();
    dlocal dv = "inner";
    dv =>
    suspend(0);
    dv =>
    "changed" -> dv;
    suspend(0);
    dv =>
enddefine;
vars q = consproc(0, d);
dv =>
runproc(0, q);
dv =>
runproc(0, q);
dv =>
runproc(0, q);
dv =>

;;; nested dlocals in the process, and one outside runproc
define inner();
    dlocal dw = dw + 10;
    [inner ^dw] =>
    suspend(dw, 1);
    [inner again ^dw] =>
enddefine;
define outer();
    dlocal dw = 5;
    inner();
    [outer ^dw] =>
enddefine;
define runner(p);
    dlocal dw = 100;
    runproc(0, p) =>
    [runner ^dw] =>
enddefine;
vars op = consproc(0, outer);
runner(op);
dw =>
runproc(0, op);
dw =>

;;; two processes with their own values of the same variable
define counter(name);
    dlocal dw = 0;
    repeat
        dw + 1 -> dw;
        suspend([^name ^dw], 1)
    endrepeat
enddefine;
vars c1 = consproc("one", 1, counter), c2 = consproc("two", 1, counter);
runproc(0, c1) =>
runproc(0, c1) =>
runproc(0, c2) =>
runproc(0, c1) =>
runproc(0, c2) =>
dw =>
