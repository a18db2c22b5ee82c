;;; popconstruct -> bool: an old compiler flag, now a bit of pop_pop11_flags
;;; in Poplog; false (REF POPCOMPILE).

section;

global vars popconstruct;
if isundef(popconstruct) then false -> popconstruct endif;

endsection;
