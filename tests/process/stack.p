;;; The user stack of a process is its own; suspend and resume pass
;;; exactly N items; a normal exit passes its whole stack up.
define s(a, b);
    stacklength() =>
    100, 200;          ;;; left on the process's stack while suspended
    suspend(a + b, 1);
    stacklength() =>
    [% %] =>
    7, 8, 9
enddefine;
vars p = consproc(1, 2, 2, s);
1000, 2000;
runproc(0, p) =>
runproc(10, 20, 30, 3, p) =>
isliveprocess(p) =>

;;; items waiting on a suspended process's stack are its own
define keeper();
    lvars n;
    repeat
        -> n;                          ;;; one item passed in
        repeat n times "x" endrepeat;  ;;; grow the stack by n
        suspend(stacklength(), 1);
    endrepeat
enddefine;
vars k = consproc(0, keeper);
runproc(2, 1, k) =>
runproc(3, 1, k) =>
runproc(1, 1, k) =>
stacklength() =>

;;; consproc's items are the procedure's arguments; the rest stay
define two(x, y); [two ^x ^y] =>; suspend(stacklength(), 1); enddefine;
vars t = consproc("p", "q", "r", 3, two);
runproc(0, t) =>
;;; passing none when suspending: runproc returns nothing
define quiet(); suspend(0); suspend(0); enddefine;
vars qp = consproc(0, quiet);
stacklength(), runproc(0, qp), stacklength() =>
