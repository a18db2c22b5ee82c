;;; jumpout(p, n) -> jumpout_p: a procedure that, when applied, runs p()
;;; and then exits from the procedure that called jumpout, keeping the top
;;; n items of the stack and removing any others pushed since jumpout was
;;; called (REF PROCEDURE).

section;

define lconstant do_jumpout(p, n, target, len);
    lvars p, n, target, len, keep;
    p();
    conslist(n) -> keep;
    if stacklength() > len then erasenum(stacklength() - len) endif;
    destlist(keep) -> ;
    exitfrom(target)
enddefine;

define global jumpout(p, n);
    lvars p, n, len = stacklength();
    do_jumpout(% p, n, caller(1), len %)
enddefine;

endsection;
