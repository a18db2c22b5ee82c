;;; sys_file_exists(file) -> bool: whether the file named file exists
;;; (REF SYSIO); uses sys_file_stat.

section;

define global sys_file_exists(file);
    lvars file;
    sys_file_stat(file, {}) and true
enddefine;

endsection;
