;;; sysxcomp(): the old name of pop11_comp_expr (REF OBSOLETE).

section;

define global sysxcomp();
    pop11_comp_expr()
enddefine;

endsection;
