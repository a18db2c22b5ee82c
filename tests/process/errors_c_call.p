;;; suspending inside a procedure that a built-in written in C calls (here
;;; the printer calls a class_print procedure for an element of a list) is
;;; not possible in pop11: a mishap, not a crash (Poplog suspends it)
defclass thing { thing_val };
procedure(t); suspend(thing_val(t), 1); printf('<thing>') endprocedure -> class_print(thing_key);
define pgen(); pr([% consthing(42) %]); nl(1); "end" enddefine;
vars p = consproc(0, pgen);
runproc(0, p) =>
