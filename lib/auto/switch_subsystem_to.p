;;; switch_subsystem_to(ss_name): make ss_name the current subsystem;
;;; only "pop11" exists in pop11 (REF SUBSYSTEM).

section;

define global switch_subsystem_to(name);
    lvars name;
    unless name == "pop11" then mishap(name, 1, 'UNKNOWN SUBSYSTEM') endunless
enddefine;

endsection;
