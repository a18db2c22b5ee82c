;;; Suspending an outer process from inside a sub-process: the inner one
;;; is subsumed, and goes on when the outer one is run again
vars q, s;
define inner();
    [inner start] =>
    suspend("to_outer_caller", 1, q) -> ;
    [inner resumed ^(pop_current_process == s)] =>
    suspend("inner_to_q", 1);
    [inner again] =>
    "inner_done"
enddefine;
define outer();
    consproc(0, inner) -> s;
    [outer got ^(runproc(0, s))] =>
    [outer got ^(runproc(0, s))] =>
    "outer_done"
enddefine;
consproc(0, outer) -> q;
runproc(0, q) =>
isliveprocess(s), isliveprocess(q) =>
runproc("x", 1, q) =>
isliveprocess(s), isliveprocess(q) =>

;;; three deep, with dlocals and items left on each stack
vars dv = 0, p1, p2, p3;
define lev3(); dlocal dv = 3; "s3"; suspend(dv, 1, p1); [lev3 ^dv] => enddefine;
define lev2(); dlocal dv = 2; "s2"; runproc(0, p3) =>; [lev2 ^dv] => enddefine;
define lev1(); dlocal dv = 1; "s1"; runproc(0, p2) =>; [lev1 ^dv] => enddefine;
consproc(0, lev1) -> p1; consproc(0, lev2) -> p2; consproc(0, lev3) -> p3;
runproc(0, p1), dv =>
isliveprocess(p1), isliveprocess(p2), isliveprocess(p3) =>
runproc(0, p1) =>
dv =>

;;; ksuspend through an outer process kills both
define kin(); ksuspend("killed", 1, p1) enddefine;
define kout(); runproc(0, p2); 'not here' => enddefine;
consproc(0, kout) -> p1; consproc(0, kin) -> p2;
runproc(0, p1) =>
isliveprocess(p1), isliveprocess(p2) =>

;;; resume through an outer process: the other one runs in its place
define rin(); resume("passed", 1, p1, p3); [rin back] => enddefine;
define rout(); [% runproc(0, p2) %] =>; "rout_done" enddefine;
define other(x); [other got ^x] =>; suspend(0); resume(0, p1) enddefine;
consproc(0, rout) -> p1; consproc(0, rin) -> p2; consproc(0, other) -> p3;
runproc(0, p1) =>
runproc(0, p3) =>
isliveprocess(p1), isliveprocess(p2), isliveprocess(p3) =>
