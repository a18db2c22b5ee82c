;;; sysfilefield(filename, n) -> string: field n (1 to 6: host, disk,
;;; directory, name, type, version) of sysfileparse(filename) (REF
;;; OBSOLETE).

section;

uses sysfileparse;

define global sysfilefield(file, n);
    lvars file, n;
    sysfileparse(file)(n)
enddefine;

endsection;
