;;; current_subsystem_name() -> ss_name: the current subsystem's name,
;;; "pop11" (pop11 has no other subsystems); assigning another name is a
;;; mishap (REF SUBSYSTEM).

section;

define global current_subsystem_name();
    "pop11"
enddefine;

define updaterof current_subsystem_name(name);
    lvars name;
    unless name == "pop11" then mishap(name, 1, 'UNKNOWN SUBSYSTEM') endunless
enddefine;

endsection;
