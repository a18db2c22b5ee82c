;;; syscompile(): compiles (and runs) the rest of the input, proglist,
;;; up to its end; the same as pop11_compile(proglist).

section;

define global syscompile();
    pop11_compile(proglist)
enddefine;

endsection;
