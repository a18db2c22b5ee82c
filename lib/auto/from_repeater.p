;;; for VAR from_repeater REPEATER do ... endfor (HELP FOR_FORM): VAR is
;;; each item REPEATER returns, until it returns termin (the body is not
;;; run for termin).

section;

uses define_for_extension;

define :for_extension global from_repeater(varlist, isfast);
    lvars varlist, isfast, v = hd(varlist), rep = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    pop11_comp_expr_to("do") ->;
    sysPOP(rep);
    sysLABEL(l_top);
    sysCALL(rep); sysPOP(v);
    sysPUSH(v); sysPUSHQ(termin); sysCALLQ(nonop ==); sysIFSO(l_end);
    pop11_loop_start(l_top);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysGOTO(l_top);
    sysLABEL(l_end);
enddefine;

endsection;
