;;; a suspend inside a class_print procedure called by pr or syspr
defclass thing { thing_val };
procedure(t); suspend(thing_val(t), 1); printf('<thing>') endprocedure -> class_print(thing_key);
define pgen(); pr(consthing(42)); nl(1); syspr(consthing(43)); nl(1); "end" enddefine;
vars p = consproc(0, pgen);
runproc(0, p) =>
runproc(0, p) =>
runproc(0, p) =>
;;; a printing generator: pr of each item, a class_print passing its value
define tgen(l); lvars x; for x in l do pr(x); pr(space) endfor; nl(1); termin enddefine;
consproc([a ^(consthing(1)) b ^(consthing(2))], 1, tgen) -> p;
vars x;
until (runproc(0, p) ->> x) == termin do [got ^x] => enduntil;
