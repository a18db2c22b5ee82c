;;; sysfileinode(file) -> inode or false: the file's inode number,
;;; element 8 of sys_file_stat's vector (REF SYSIO).

section;

define global sysfileinode(file);
    lvars file, v = initv(8);
    sys_file_stat(file, v) and v(8)
enddefine;

endsection;
