;;; sysisprogfile(filename) -> bool: whether filename ends with the
;;; extension pop_default_type ('.p') (REF SYSIO).

section;

define global sysisprogfile(filename);
    lvars filename;
    isendstring(pop_default_type, filename) and true
enddefine;

endsection;
