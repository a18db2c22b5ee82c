;;; sysfiletype(filename) -> string: the type: its extension without the . of filename, as sysfileparse
;;; gives it (REF OBSOLETE).

section;

uses sysfileparse;

define global sysfiletype(file);
    lvars file;
    sysfileparse(file)(5)
enddefine;

endsection;
