;;; sysxsqcomp(allow_stmnt): pop11_comp_stmnt_seq() if allow_stmnt is true,
;;; else pop11_comp_expr_seq() (REF OBSOLETE).

section;

define global sysxsqcomp(allow);
    lvars allow;
    if allow then pop11_comp_stmnt_seq() else pop11_comp_expr_seq() endif
enddefine;

endsection;
