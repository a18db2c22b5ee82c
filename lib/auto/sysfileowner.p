;;; sysfileowner(file) -> uid: the user id of the file's owner, element 4
;;; of sys_file_stat's vector (REF SYSIO).

section;

define global sysfileowner(file);
    lvars file, v = initv(4);
    unless sys_file_stat(file, v) then
        mishap(file, 1, 'CAN\'T GET FILE OWNER (No such file or directory)')
    endunless;
    v(4)
enddefine;

endsection;
