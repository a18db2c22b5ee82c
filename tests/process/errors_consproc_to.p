;;; consproc_to's count is of the items on the target's stack, after the
;;; processes above it are suspended: here there are none
vars p, procedure target;
define inner(); "i1", "i2"; consproc_to(2, target) enddefine;
define target(); consproc(0, inner) -> p; runproc(0, p) enddefine;
define main(); target() enddefine;
main();
isliveprocess(p) =>
