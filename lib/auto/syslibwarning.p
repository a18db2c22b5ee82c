;;; syslibwarning(lib_name): prints ;;; LOADING LIB lib_name, the default
;;; value of libwarning (REF LIBRARY).

section;

define global syslibwarning(name);
    lvars name;
    printf(';;; LOADING LIB %p\n', [^name])
enddefine;

endsection;
