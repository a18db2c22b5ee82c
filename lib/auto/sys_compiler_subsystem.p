;;; sys_compiler_subsystem(which) -> ss_name: the current (or top-level)
;;; compiler subsystem, always "pop11" in pop11 (REF SUBSYSTEM).

section;

define global sys_compiler_subsystem(which);
    lvars which;
    "pop11"
enddefine;

define updaterof sys_compiler_subsystem(name, which);
    lvars name, which;
    unless name == "pop11" then mishap(name, 1, 'UNKNOWN SUBSYSTEM') endunless
enddefine;

endsection;
