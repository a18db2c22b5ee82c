;;; sysmodtime(file) -> modtime: the time the file (a name or a device)
;;; was last changed, in seconds since 1970, element 2 of sys_file_stat's
;;; vector (REF SYSIO).

section;

define global sysmodtime(file);
    lvars file, v = initv(2);
    unless sys_file_stat(file, v) then
        mishap(file, 1, 'CAN\'T GET MODIFICATION TIME OF FILE (No such file or directory)')
    endunless;
    v(2)
enddefine;

endsection;
