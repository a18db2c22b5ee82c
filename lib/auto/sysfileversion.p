;;; sysfileversion(filename) -> string: the version (always '') of filename, as sysfileparse
;;; gives it (REF OBSOLETE).

section;

uses sysfileparse;

define global sysfileversion(file);
    lvars file;
    sysfileparse(file)(6)
enddefine;

endsection;
