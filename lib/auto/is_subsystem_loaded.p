;;; is_subsystem_loaded(ss_name [, include_no_compiler]) -> bool: whether
;;; ss_name is a known subsystem: only "pop11" is (REF SUBSYSTEM).

section;

define global is_subsystem_loaded(name);
    lvars name;
    if isboolean(name) then -> name endif;
    name == "pop11"
enddefine;

endsection;
