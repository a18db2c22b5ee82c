;;; doprint ... : a macro that compiles the rest of the input (proglist)
;;; and then prints, as => does, whatever that left on the stack.

section;

define global macro doprint;
    lvars items;
    pop11_compile(proglist);
    returnif(stacklength() == 0);
    conslist(stacklength()) -> items;
    pr('** ');
    applist(items, procedure(item); pr(item); pr(space) endprocedure);
    pr(newline)
enddefine;

endsection;
