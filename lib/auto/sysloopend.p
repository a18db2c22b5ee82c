;;; sysloopend(lab): the old name of pop11_loop_end (REF OBSOLETE).

section;

define global sysloopend(lab);
    lvars lab;
    pop11_loop_end(lab)
enddefine;

endsection;
