define gen(); suspend(1, 2, 3, 3); 99 enddefine;
vars p2 = consproc(0, gen);
runproc(0, p2) =>
runproc(0, p2) =>
isliveprocess(p2) =>
runproc(0, p2) =>
