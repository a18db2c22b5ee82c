isliveprocess(consproc(0, identfn)) =>
suspend(0);
