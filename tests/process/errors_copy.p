define r(); suspend(0); copy(pop_current_process) => enddefine;
vars p = consproc(0, r);
runproc(0, p);
runproc(0, p);
