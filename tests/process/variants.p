;;; ksuspend, suspend_chain, copy, saveproc, consproc_to, exits
define worker(name);
    lvars i;
    for i from 1 to 3 do
        [^name ^i] =>
        suspend(0);
    endfor;
    ksuspend(name, 1);
enddefine;
vars w1 = consproc("a", 1, worker), w2 = consproc("b", 1, worker);
repeat 4 times runproc(0, w1); runproc(0, w2) endrepeat;
=>
isliveprocess(w1), isliveprocess(w2) =>

;;; suspend_chain: the procedure runs in place of runproc
define sc(); suspend_chain(3, 4, 2, nonop +); "back" enddefine;
vars s = consproc(0, sc);
runproc(0, s) =>
runproc(0, s) =>
define ksc(); ksuspend_chain("k", 1, procedure(x); [chained ^x] endprocedure) enddefine;
vars ks = consproc(0, ksc);
runproc(0, ks) =>
isliveprocess(ks) =>

;;; copy: the copy goes on from the same point, independently
define cnt(n); repeat suspend(n, 1); n + 1 -> n endrepeat enddefine;
vars c1 = consproc(1, 1, cnt);
runproc(0, c1) =>
runproc(0, c1) =>
vars c2 = copy(c1);
runproc(0, c1) =>
runproc(0, c2) =>
runproc(0, c2) =>
runproc(0, c1) =>
isprocess(copy(consproc(0, cnt))) =>

;;; saveproc: the copy, when run, returns false from saveproc
define sv();
    lvars p;
    if saveproc() ->> p then
        [original ^(isprocess(p))] =>
        suspend(p, 1)
    else
        [copy] =>
    endif;
    "end"
enddefine;
vars svp = consproc(0, sv);
vars cp = runproc(0, svp);
isprocess(cp) =>
runproc(0, cp) =>
runproc(0, svp) =>

;;; consproc_to: the calls from ctarget up become a process
define ctarget();
    lvars p = consproc_to(0, ctarget);
    [in target ^(isliveprocess(p) == p)] =>
    suspend("s1", 1);
    [resumed] =>
    "ret"
enddefine;
vars made;
define cmain();
    lvars r = ctarget();
    [ctarget returned ^r] =>
    pop_current_process == false =>
enddefine;
define ctarget2(); consproc_to(0, ctarget2) -> made; suspend("first", 1); "second" enddefine;
cmain();
ctarget2() =>
isliveprocess(made) =>
runproc(0, made) =>
isliveprocess(made) =>

;;; exitfrom out through runproc: a volatile process is killed, a
;;; non-volatile one keeps the state it was run from
vars pv, pn;
define ex(); exitfrom(outerf) enddefine;
define outerf(p); runproc(0, p); 'not here' => enddefine;
consproc(0, ex) -> pv;
outerf(pv);
isliveprocess(pv) =>
consproc(0, ex, false) -> pn;
outerf(pn);
isliveprocess(pn) =>

;;; chain from the process's procedure goes on inside the process
define r2(); chain(procedure; isliveprocess(pop_current_process) => endprocedure) enddefine;
runproc(0, consproc(0, r2));
define r3(); chain(1, 2, identfn) enddefine;
runproc(0, consproc(0, r3)) =>
