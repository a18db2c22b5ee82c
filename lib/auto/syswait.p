;;; syswait() -> pid: waits for a child process (sys_wait(false)) and
;;; returns its pid, its status going into pop_status (REF OBSOLETE).

section;

global vars pop_status;
if isundef(pop_status) then 0 -> pop_status endif;

define global syswait();
    sys_wait(false) -> pop_status
enddefine;

endsection;
