;;; sys_host_name() -> string: the name of the machine pop11 runs on (REF
;;; SYSTEM), as the kernel has it (/proc/sys/kernel/hostname), else as
;;; the program uname -n prints it.

section;

uses line_repeater;

define global sys_host_name();
    lvars rep, line;
    if sys_file_exists('/proc/sys/kernel/hostname') then
        line_repeater('/proc/sys/kernel/hostname', 256)
    else
        line_repeater(pipein('/bin/sh', ['sh' '-c' 'uname -n'], false), 256)
    endif -> rep;
    rep() -> line;
    if line == termin then nullstring else line endif
enddefine;

endsection;
