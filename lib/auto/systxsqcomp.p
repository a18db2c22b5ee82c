;;; systxsqcomp(closer) -> found: the old name of pop11_comp_stmnt_seq_to
;;; (REF OBSOLETE).

section;

define global systxsqcomp(closer);
    lvars closer;
    pop11_comp_stmnt_seq_to(closer)
enddefine;

endsection;
