;;; sysfilemode(filename) -> int: the mode of the file (its type and
;;; protection bits), element 5 of sys_file_stat's vector (REF SYSIO).

section;

define global sysfilemode(file);
    lvars file, v = initv(5);
    unless sys_file_stat(file, v) then
        mishap(file, 1, 'CAN\'T GET FILE MODE (No such file or directory)')
    endunless;
    v(5)
enddefine;

endsection;
