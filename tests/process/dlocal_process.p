;;; dlocal_process: the process being suspended or resumed, in the code
;;; of a dynamic local expression
vars q, q2;
define name_of(p);
    if p == q then "q" elseif p == q2 then "q2" elseif isprocess(p) then "other" else p endif
enddefine;
define check(c, p) -> v;
    0 -> v;
    if c > 2 then [access ^c ^(name_of(p)) cur ^(name_of(pop_current_process))] => endif
enddefine;
define updaterof check(v, c, p);
    if c > 2 then [update ^c ^(name_of(p)) cur ^(name_of(pop_current_process))] => endif
enddefine;
define f();
    dlocal 0 % check(dlocal_context, dlocal_process) %;
    [in f] =>
    suspend(0);
    [in f again] =>
    suspend(0);
    [in f end] =>
enddefine;
consproc(0, f) -> q;
runproc(0, q);
[outside] =>
runproc(0, q);
[outside] =>
runproc(0, q);
[done] =>
