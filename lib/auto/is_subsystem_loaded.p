;;; is_subsystem_loaded(ss_name [, include_no_compiler]) -> bool: whether
;;; sys_subsystem_table has a subsystem ss_name whose procedures are
;;; loaded, or, with include_no_compiler true, one at all (REF SUBSYSTEM).

include subsystem.ph;

section;

define global is_subsystem_loaded(ss_name);
    lvars ss_name, any = false;
    if isboolean(ss_name) then ss_name -> any; -> ss_name endif;
    subscr_subsystem(if any then SS_NAME else SS_COMPILER endif, ss_name,
                     procedure(msg); lvars msg; exitfrom(false, is_subsystem_loaded) endprocedure) ->;
    true
enddefine;

endsection;
