;;; for VAR equalto PATTERN [in LIST] do ... endfor (HELP EQUALTO): VAR
;;; runs over the items of LIST (default: database) that are = PATTERN.

section;

uses define_for_extension;

define :for_extension global equalto(varlist, isfast);
    lvars varlist, isfast, v = hd(varlist), pat = sysNEW_LVAR(), l = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_next = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    pop11_comp_expr(); sysPOP(pat);
    if pop11_try_nextitem("in") then pop11_comp_expr() else sysPUSH("database") endif;
    sysPOP(l);
    pop11_need_nextitem("do") ->;
    sysLABEL(l_top);
    sysPUSH(l); sysPUSHQ([]); sysCALLQ(nonop ==); sysIFSO(l_end);
    sysPUSH(l); sysCALLQ(hd); sysPOP(v);
    sysPUSH(l); sysCALLQ(tl); sysPOP(l);
    sysPUSH(v); sysPUSH(pat); sysCALLQ(nonop =); sysIFNOT(l_top);
    pop11_loop_start(l_next);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysLABEL(l_next);
    sysGOTO(l_top);
    sysLABEL(l_end);
enddefine;

endsection;
