;;; syskill(pid) -> bool: sends the kill signal (9) to the process pid;
;;; true if it could be sent (REF ASYNC).

section;

define global syskill(pid);
    lvars pid, child, status;
    if sys_fork(true) ->> child then
        sys_wait(child) -> (, status);
        status == 0
    else
        sysexecute('/bin/sh', ['sh' '-c' ^('kill -9 ' >< pid >< ' 2>/dev/null')], false)
    endif
enddefine;

endsection;
