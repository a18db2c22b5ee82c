;;; A mishap inside a process: reported with runproc among the callers,
;;; and the process is dead afterwards (volatile)
define bad(); suspend(1, 1); hd(3) enddefine;
vars b = consproc(0, bad);
runproc(0, b) =>
define t(); runproc(0, b) enddefine;
t();
