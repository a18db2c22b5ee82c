;;; sysstructure(closer) -> count_or_false: the old name of
;;; pop11_comp_constructor: compile the elements of a list or vector
;;; constructor up to the word closer, planting code to push them (REF
;;; OBSOLETE, REF POPCOMPILE).

section;

define global sysstructure(closer);
    lvars closer;
    pop11_comp_constructor(closer)
enddefine;

endsection;
