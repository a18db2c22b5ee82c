;;; pop_optimise -> bool: whether the compiler optimises (a flag for Poplog's compiler); false (REF COMPILE_MODE, REF
;;; POPCOMPILE).

section;

global vars pop_optimise;
if isundef(pop_optimise) then false -> pop_optimise endif;

endsection;
