;;; is_subsystem_sensitive(word) -> bool: whether word's value depends on
;;; the current subsystem; never in pop11 (REF SUBSYSTEM).

section;

define global is_subsystem_sensitive(word);
    lvars word;
    false
enddefine;

endsection;
