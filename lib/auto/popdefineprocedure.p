;;; popdefineprocedure -> bool: whether define declares procedure-type identifiers; false (REF COMPILE_MODE, REF
;;; POPCOMPILE).

section;

global vars popdefineprocedure;
if isundef(popdefineprocedure) then false -> popdefineprocedure endif;

endsection;
