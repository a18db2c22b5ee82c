;;; sysfilesize(file) -> nbytes: the size in bytes of the file (a name or a
;;; device), element 1 of sys_file_stat's vector (REF SYSIO).

section;

define global sysfilesize(file);
    lvars file, v = initv(1);
    unless sys_file_stat(file, v) then
        mishap(file, 1, 'CAN\'T GET SIZE OF FILE (No such file or directory)')
    endunless;
    v(1)
enddefine;

endsection;
