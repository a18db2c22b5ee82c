;;; sys_subsystem_table -> list: the subsystems of the system (REF
;;; SUBSYSTEM); pop11's has one entry, [pop11 '.p' ': '] (name, file
;;; extension, prompt).

section;

global vars sys_subsystem_table;
if isundef(sys_subsystem_table) then [[pop11 '.p' ': ']] -> sys_subsystem_table endif;

endsection;
