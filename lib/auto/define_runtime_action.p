;;; define :runtime_action [NAME]; STATEMENTS enddefine
;;; The statements become a procedure (named NAME if given) that is given
;;; to sys_runtime_apply: it runs when a saved image starts, or at once if
;;; pop_runtime is true.

section;

uses sys_runtime_apply;

define :define_form global runtime_action;
    lvars name = readitem();
    if name == ";" then
        false -> name
    else
        name sys_>< '' -> name;
        pop11_need_nextitem(";") ->
    endif;
    sysPROCEDURE(name, 0);
    pop11_comp_stmnt_seq_to("enddefine") ->;
    sysPUSHQ(sysENDPROCEDURE());
    sysCALL("sys_runtime_apply")
enddefine;

endsection;
