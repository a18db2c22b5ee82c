;;; sysfiledir(filename) -> string: the directory, without its last / of filename, as sysfileparse
;;; gives it (REF OBSOLETE).

section;

uses sysfileparse;

define global sysfiledir(file);
    lvars file;
    sysfileparse(file)(3)
enddefine;

endsection;
