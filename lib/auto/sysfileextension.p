;;; sysfileextension(filename) -> string: the extension of filename with
;;; its . ('' if it has none) (REF OBSOLETE).

section;

uses sysfileparse;

define global sysfileextension(file);
    lvars file, t = sysfileparse(file)(5);
    if t = '' then '' else '.' <> t endif
enddefine;

endsection;
