;;; popdefineconstant -> bool: whether define makes constants (now compile_mode's); false (REF COMPILE_MODE, REF
;;; POPCOMPILE).

section;

global vars popdefineconstant;
if isundef(popdefineconstant) then false -> popdefineconstant endif;

endsection;
