;;; sys_popen(command, args [, org]) -> (pipe, ref): runs the program command
;;; (a file name, searched for on $PATH if it has no /) with the argument
;;; strings args in a child process, and returns a device reading its
;;; standard output and a reference holding false, into which read_pipe
;;; puts the exit status once the output has ended (HELP SYS_POPEN).

section;

;;; the pid of the child of each sys_popen pipe
global vars sys_popen_pids;
if isundef(sys_popen_pids) then newproperty([], 8, false, "tmparg") -> sys_popen_pids endif;

define global sys_popen(command, args);
    lvars command, args, org = false, outd, ind, pid, ref = consref(false);
    if isword(args) or isboolean(args) then args -> org; command -> args; -> command endif;
    syspipe(org) -> (outd, ind);
    if sys_fork(true) ->> pid then
        sysclose(outd);
        ind, ref;
        ;;; the child's pid, for read_pipe
        pid -> sys_popen_pids(ind)
    else
        sys_device_dup2(outd, 1);
        sysexecute(if locchar(`/`, 1, command) then command else consref(command) endif,
                   [^command ^^args], false)
    endif
enddefine;


;;; read_pipe(dev, string, len, ref) -> found: sysread from a sys_popen
;;; pipe: the number of characters read, or false at the end of the
;;; output, when the child's exit status goes into ref
define global read_pipe(dev, string, len, ref) -> n;
    lvars dev, string, len, ref, n, pid;
    sysread(dev, string, len) -> n;
    if n == 0 then
        false -> n;
        if (sys_popen_pids(dev) ->> pid) then
            false -> sys_popen_pids(dev);
            sys_wait(pid) -> (, cont(ref));
        endif
    endif
enddefine;

endsection;
