;;; sysfiledisk(filename) -> string: the disk (always '') of filename, as sysfileparse
;;; gives it (REF OBSOLETE).

section;

uses sysfileparse;

define global sysfiledisk(file);
    lvars file;
    sysfileparse(file)(2)
enddefine;

endsection;
