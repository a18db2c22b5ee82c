;;; while_matching DATUM with PATTERN [when CONDITION] do ACTIONS
;;;     endwhile_matching (or endwhile): runs ACTIONS once for each way
;;; PATTERN matches DATUM as doesmatch finds them (HELP ALLMATCHES), with
;;; the pattern's variables set to that match's values; with a when
;;; clause only for the matches where CONDITION is true.  quitloop and
;;; nextloop work as in any loop.  The matches are all found before the
;;; first ACTIONS run, so ACTIONS that change DATUM do not change them.
;;; sys_doesmatch_assign(bindings) gives the variables of one match of
;;; sys_doesmatch_all their values.

section;

uses doesmatch;

global vars syntax (endwhile_matching, with, when);

define global sys_doesmatch_assign(bindings);
    lvars bindings;
    dlocal popmatchvars = [];
    ;;; the matcher assigns the identifiers of ![...] as well as words
    until bindings == [] do
        sysmatch(conspair("?", conspair(front(bindings), [])),
            conspair(front(back(bindings)), [])) ->;
        [] -> popmatchvars;
        back(back(bindings)) -> bindings
    enduntil
enddefine;

;;; plant the loop over the matches left on the stack by the code before;
;;; cond: whether a when clause comes before do
define global sys_doesmatch_loop(cond, closers);
    lvars cond, closers, all = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    sysCALLQ(sys_doesmatch_all); sysPOP(all);
    sysLABEL(l_top);
    sysPUSH(all); sysPUSHQ([]); sysCALLQ(nonop ==); sysIFSO(l_end);
    sysPUSH(all); sysCALLQ(destpair); sysPOP(all);
    sysCALLQ(sys_doesmatch_assign);
    if cond then pop11_comp_expr_to("do") ->; sysIFNOT(l_top) endif;
    pop11_loop_start(l_top);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(closers) ->;
    sysGOTO(l_top);
    sysLABEL(l_end)
enddefine;

define global syntax while_matching;
    pop11_comp_expr_to("with") ->;
    sys_doesmatch_loop(pop11_comp_expr_to([when do]) == "when",
        [endwhile_matching endwhile])
enddefine;

endsection;
