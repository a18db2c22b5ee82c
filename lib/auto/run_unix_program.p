;;; run_unix_program(name, arglist, input, output, errs, wait)
;;;     -> (indev, outdev, errdev, status, pid)
;;; runs the Unix program name (looked for on $PATH unless it starts with
;;; /) with the argument strings arglist (HELP RUN_UNIX_PROGRAM).  input,
;;; output and errs are each a file name or device to connect to, true for
;;; a pipe whose device is returned (indev to write to, outdev and errdev
;;; to read from), or false to share pop11's; errs may also be 1, the same
;;; as output.  With wait true (and no pipe) it waits and returns the
;;; program's Unix wait status (exit code * 256), else status is true (as
;;; Poplog's does; its HELP says false).

section;

uses sys_search_unix_path;

define global run_unix_program(name, args, input, output, errs, wait);
    lvars name, args, input, output, errs, wait, file, pid, status = false,
        indev = false, outdev = false, errdev = false,
        in_r = false, out_w = false, err_w = false;
    if isstartstring('/', name) then name
    else sys_search_unix_path(name, systranslate('PATH'))
    endif -> file;
    unless file then mishap(name, 1, 'run_unix_program: PROGRAM NOT FOUND') endunless;
    ;;; the child's ends: a device, made from a file name or a pipe
    if input == true then syspipe(false) -> (indev, in_r)
    elseif isstring(input) then sysopen(input, 0, false) -> in_r
    elseif input then input -> in_r
    endif;
    if output == true then syspipe(false) -> (out_w, outdev)
    elseif isstring(output) then syscreate(output, 1, false) -> out_w
    elseif output then output -> out_w
    endif;
    if errs == 1 then out_w -> err_w; outdev -> errdev
    elseif errs == true then syspipe(false) -> (err_w, errdev)
    elseif isstring(errs) then syscreate(errs, 1, false) -> err_w
    elseif errs then errs -> err_w
    endif;
    if input == true or output == true or errs == true then false -> wait endif;
    if sys_fork(wait) ->> pid then
        if input == true then sysclose(in_r) endif;
        if output == true then sysclose(out_w) endif;
        if errs == true then sysclose(err_w) endif;
        if wait then sys_wait(pid) -> (, status) else true -> status endif;
    else
        if in_r then sys_device_dup2(in_r, 0) endif;
        if out_w then sys_device_dup2(out_w, 1) endif;
        if err_w then sys_device_dup2(err_w, 2) endif;
        sysexecute(file, [^name ^^args], false)
    endif;
    indev, outdev, errdev, status, pid
enddefine;

endsection;
