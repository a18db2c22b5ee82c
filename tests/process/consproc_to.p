;;; consproc_to across processes: the ones running above the target's
;;; call are subsumed; dlocal_process is the new process
vars made, p_in, p_mid, p_top;
define name_of(p);
    if p == made then "made" elseif p == p_in then "in" elseif p == p_mid then "mid"
    elseif p == p_top then "top" elseif isprocess(p) then "other" elseif p then p else "none" endif
enddefine;
define showstack(tag);
    lvars i, l = [];
    for i from 1 to stacklength() do name_of(subscr_stack(i)) :: l -> l endfor;
    [^tag ^^l] =>
enddefine;
define check(c, p, who);
    if c > 2 then [^who access ^c ^(name_of(p)) cur ^(name_of(pop_current_process))] => endif
enddefine;
define updaterof check(c, p, who);
    if c > 2 then [^who update ^c ^(name_of(p)) cur ^(name_of(pop_current_process))] => endif
enddefine;
vars procedure tgt;
define inproc();
    dlocal 0 % check(dlocal_context, dlocal_process, "in") %;
    "x1";
    consproc_to(1, tgt, false) -> made;
    showstack("in_after");
    [in cur ^(name_of(pop_current_process))] =>
    suspend("s_in", 1, made);
    showstack("in_resumed");
    suspend("s_in2", 1);
    "in_result"
enddefine;
define midproc();
    dlocal 0 % check(dlocal_context, dlocal_process, "mid") %;
    "m1";
    consproc(0, inproc) -> p_in;
    runproc(0, p_in);
    showstack("mid_after");
    "mid_result"
enddefine;
define tgt();
    dlocal 0 % check(dlocal_context, dlocal_process, "tgt") %;
    "t1", "t2";
    consproc(0, midproc) -> p_mid;
    runproc(0, p_mid);
    showstack("tgt_after");
    "tgt_result"
enddefine;
define topproc();
    "top1";
    tgt();
    showstack("top_after_tgt");
    [live ^(isliveprocess(made) and true) ^(isliveprocess(p_mid) and true) ^(isliveprocess(p_in) and true)] =>
    suspend("s_top", 1);
    runproc(0, made);
    showstack("top_after_made1");
    runproc(0, p_in);
    showstack("top_after_in");
    [live ^(isliveprocess(made)) ^(isliveprocess(p_mid)) ^(isliveprocess(p_in))] =>
    "top_result"
enddefine;
consproc(0, topproc) -> p_top;
runproc(0, p_top); showstack("outside1");
runproc(0, p_top); showstack("outside2");
clearstack();
