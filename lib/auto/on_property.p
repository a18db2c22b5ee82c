;;; fast_for ENTRY on_property PROP do ... endfor (HELP FOR_FORM): the loop
;;; runs once for each entry of the property PROP, in no particular order,
;;; with ENTRY a property entry (fast_get_prop_entry): its key is
;;; fast_prop_entry_arg(ENTRY), and assigning to fast_prop_entry_value(ENTRY)
;;; changes PROP.  The entries are those PROP has when the loop starts.
;;; Only fast_for has this form.

uses fast_get_prop_entry;
uses define_for_extension;

section;

;;; the entries of prop, as a list
define lconstant entries_of(prop);
    lvars prop, pair;
    [% for pair in sys_property_entries(prop) do
           fast_get_prop_entry(front(pair), prop)
       endfor %]
enddefine;

define :for_extension global on_property(varlist, isfast);
    lvars varlist, isfast, entry, entries = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    unless isfast then
        mishap(varlist, 1, 'on_property NOT ALLOWED WITH SLOW for')
    endunless;
    unless listlength(varlist) == 1 then
        mishap(varlist, 1, 'Need one variable for on_property')
    endunless;
    hd(varlist) -> entry;
    pop11_comp_expr_to("do") ->;
    sysCALLQ(entries_of);
    sysPOP(entries);
    sysLABEL(l_top);
    sysPUSH(entries); sysPUSHQ([]); sysCALLQ(nonop ==); sysIFSO(l_end);
    sysPUSH(entries); sysCALLQ(destpair); sysPOP(entries); sysPOP(entry);
    pop11_loop_start(l_top);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysGOTO(l_top);
    sysLABEL(l_end);
enddefine;

endsection;
