;;; save(file, proc): runs proc() with everything it prints going to the
;;; file (made anew), then ends the file with a newline and closes it.

section;

define global save(file, proc);
    lvars file, procedure proc;
    dlocal cucharout = discout(file);
    proc();
    pr(newline);
    cucharout(termin)
enddefine;

endsection;
