;;; naming a process that is not running: a mishap
define r(); suspend(0, consproc(0, identfn)) enddefine;
runproc(0, consproc(0, r));
