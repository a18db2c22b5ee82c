;;; sysloadwarning(filename): prints ;;; LOADING filename, the default
;;; value of loadwarning (REF LIBRARY).

section;

define global sysloadwarning(name);
    lvars name;
    printf(';;; LOADING %p\n', [^name])
enddefine;

endsection;
