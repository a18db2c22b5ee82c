;;; sysfork() -> pid: sys_fork(true) (REF OBSOLETE).

section;

define global sysfork();
    sys_fork(true)
enddefine;

endsection;
