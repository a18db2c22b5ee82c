;;; sys_expr_comp(prec, update) -> nextitem: the old name of
;;; pop11_comp_prec_expr (REF OBSOLETE).

section;

define global sys_expr_comp(prec, update);
    lvars prec, update;
    pop11_comp_prec_expr(prec, update)
enddefine;

endsection;
