;;; sysfilename(filename) -> string: the name, without directory or extension of filename, as sysfileparse
;;; gives it (REF OBSOLETE).

section;

uses sysfileparse;

define global sysfilename(file);
    lvars file;
    sysfileparse(file)(4)
enddefine;

endsection;
