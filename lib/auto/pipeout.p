;;; pipeout(char_source, file, arg_list, wait): runs the program file (with
;;; the argument strings arg_list) in a child process whose standard input
;;; is a pipe, and writes to the pipe the characters of char_source: a
;;; character repeater, a file name or device (read with discin), or
;;; consref(p), p being applied to the pipe's device.  If wait is true it
;;; waits for the child to end (REF SYSUTIL, HELP PIPEUTILS).

section;

define global pipeout(source, file, args, wait);
    lvars source, file, args, wait, (outd, ind) = syspipe(false), pid, c,
        buf = inits(1);
    if sys_fork(wait) ->> pid then
        sysclose(ind);
        if isref(source) then
            cont(source)(outd)
        else
            unless isprocedure(source) then discin(source) -> source endunless;
            until (source() ->> c) == termin do
                c -> buf(1);
                syswrite(outd, buf, 1)
            enduntil
        endif;
        sysclose(outd);
        if wait then sys_wait(pid) -> (,) endif
    else
        sys_device_dup2(ind, 0);
        sysexecute(file, args, false)
    endif
enddefine;

endsection;
