;;; sys_subsystem_table -> list: the subsystems of the system (REF
;;; SUBSYSTEM), each a list [NAME PROCEDURES EXTN PROMPT SEARCH_LISTS
;;; TITLE]; PROCEDURES is a vector (or the word or ident whose value is
;;; one) of the compiler, reset, setup, banner, init-file, command-line,
;;; Ved and X procedures, at least the first.  Use subscr_subsystem to read
;;; or change a field.  pop11 starts with one subsystem, pop11 itself.

section;

global vars sys_subsystem_table;

if isundef(sys_subsystem_table) then
    [[pop11
      {^pop11_compile ^identfn ^identfn ^identfn ^identfn ^identfn ^identfn ^identfn}
      '.p' ': ' [] 'Pop-11']]
        -> sys_subsystem_table
endif;

endsection;
