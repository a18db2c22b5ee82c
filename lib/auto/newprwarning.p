;;; newprwarning(word): prints ;;; DECLARING VARIABLE word, the message for
;;; a variable declared on its first use (REF OBSOLETE).

section;

define global newprwarning(word);
    lvars word;
    dlocal cucharout = cucharerr;
    printf(';;; DECLARING VARIABLE %p\n', [^word])
enddefine;

endsection;
