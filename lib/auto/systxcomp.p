;;; systxcomp(closer) -> found: the old name of pop11_comp_expr_to (REF
;;; OBSOLETE).

section;

define global systxcomp(closer);
    lvars closer;
    pop11_comp_expr_to(closer)
enddefine;

endsection;
