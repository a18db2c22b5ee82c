;;; issymlink(filename) -> bool: whether filename is a symbolic link
;;; (REF SYSIO).

section;

define global issymlink(file);
    lvars file, v = initv(5);
    sys_file_stat(file, v, false) and (v(5) && 8:170000) == 8:120000
enddefine;

endsection;
