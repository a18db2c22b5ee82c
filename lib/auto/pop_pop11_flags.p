;;; pop_pop11_flags -> int: the Pop-11 compiler's option bits, which
;;; compile_mode sets in Poplog (REF POPCOMPILE).  pop11's compiler keeps
;;; its compile_mode options itself, so this starts at 0, as in Poplog
;;; before any compile_mode, and programs that save and restore it (or
;;; test its bits) run.

section;

global vars pop_pop11_flags;
if isundef(pop_pop11_flags) then 0 -> pop_pop11_flags endif;

endsection;
