;;; suspending inside a procedure that a built-in written in C called
;;; (here applist) is not possible in pop11: a mishap, not a crash
define gen(list); applist(list, procedure(x); suspend(x, 1) endprocedure); termin enddefine;
vars p = consproc([a b c], 1, gen);
runproc(0, p) =>
