define r(); suspend(1, 2) enddefine;
runproc(0, consproc(0, r));
