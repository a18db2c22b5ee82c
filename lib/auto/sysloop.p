;;; sysloop(lab): the old name of pop11_loop_start (REF OBSOLETE).

section;

define global sysloop(lab);
    lvars lab;
    pop11_loop_start(lab)
enddefine;

endsection;
