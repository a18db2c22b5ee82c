;;; popval(list): compile and run the items of list as Pop-11 (REF
;;; PROGLIST), as pop11_compile(list).

section;

define global popval(list);
    lvars list;
    pop11_compile(list)
enddefine;

endsection;
