;;; popconstants -> bool: whether permanent constants are compiled as constants (Poplog's
;;; pop_debugging replaces it); false (REF COMPILE_MODE, REF
;;; POPCOMPILE).

section;

global vars popconstants;
if isundef(popconstants) then false -> popconstants endif;

endsection;
