;;; for KEY, VAL in_property PROP do ... endfor (HELP FOR_FORM): the loop
;;; runs once for each entry of the property PROP, with KEY and VAL its
;;; key and value, in no particular order.  The entries are those PROP
;;; has when the loop starts; quitloop and nextloop work as in any for.

section;

uses define_for_extension;

define :for_extension global in_property(varlist, isfast);
    lvars varlist, isfast, key, val,
        entries = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    unless listlength(varlist) == 2 then
        mishap('Need two variables for a property iteration', varlist)
    endunless;
    dl(varlist) -> (key, val);
    pop11_comp_expr_to("do") ->;
    sysCALLQ(sys_property_entries);       ;;; a list of pairs key :: value
    sysPOP(entries);
    sysLABEL(l_top);
    sysPUSH(entries); sysPUSHQ([]); sysCALLQ(nonop ==); sysIFSO(l_end);
    sysPUSH(entries); sysCALLQ(destpair); sysPOP(entries);
    sysCALLQ(destpair); sysPOP(val); sysPOP(key);
    pop11_loop_start(l_top);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysGOTO(l_top);
    sysLABEL(l_end);
enddefine;

endsection;
