;;; pipein(file, arg_list, want_rep) -> dev_or_char_rep: runs the program
;;; file (arg_list: its argument strings, the first being its name) in a
;;; child process whose standard output is a pipe, and returns the device
;;; that reads the pipe, or a character repeater on it if want_rep is true
;;; (REF SYSUTIL, HELP PIPEUTILS).

section;

define global pipein(file, args, want_rep);
    lvars file, args, want_rep, (outd, ind) = syspipe(false), pid;
    if sys_fork(false) ->> pid then
        sysclose(outd);
        if want_rep then discin(ind) else ind endif
    else
        sys_device_dup2(outd, 1);
        sysexecute(file, args, false)
    endif
enddefine;

endsection;
