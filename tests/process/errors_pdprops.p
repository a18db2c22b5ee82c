;;; a process is not a procedure: pdprops mishaps (as in Poplog)
define g(); suspend(0) enddefine;
vars p = consproc(0, g);
isprocedure(p) =>
pdprops(p) =>
