;;; a subsumed process runs only with the process that subsumed it
vars q, s;
define inner(); suspend(0, q) enddefine;
define outer(); consproc(0, inner) -> s; runproc(0, s) enddefine;
consproc(0, outer) -> q;
runproc(0, q);
runproc(0, s);
