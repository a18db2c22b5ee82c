;;; sysfilehost(filename) -> string: the host (always '') of filename, as sysfileparse
;;; gives it (REF OBSOLETE).

section;

uses sysfileparse;

define global sysfilehost(file);
    lvars file;
    sysfileparse(file)(1)
enddefine;

endsection;
