define ex(); runproc(0, pop_current_process) enddefine;
runproc(0, consproc(0, ex));
