;;; normal_compile STATEMENTS end_normal_compile: compiles the statements as
;;; usual (in Poplog this runs code at compile time under Popc; pop11 has
;;; no Popc, so it is always normal compilation) (REF POPC).

section;

global vars syntax end_normal_compile;

define global syntax normal_compile;
    pop11_comp_stmnt_seq_to("end_normal_compile") ->
enddefine;

endsection;
