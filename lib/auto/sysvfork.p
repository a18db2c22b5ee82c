;;; sysvfork() -> pid: sys_vfork(true) (REF OBSOLETE).

section;

define global sysvfork();
    sys_vfork(true)
enddefine;

endsection;
