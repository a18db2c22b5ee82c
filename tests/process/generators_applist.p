;;; generators written with applist, maplist, ncmaplist, appdata, syssort,
;;; nc_listsort and appproperty: a suspend inside the procedure they call
define gen(list);
    applist(list, procedure(x); suspend(x, 1) endprocedure);
    termin
enddefine;
vars p = consproc([a b c], 1, gen), x;
until (runproc(0, p) ->> x) == termin do x => enduntil;
isliveprocess(p) =>
;;; maplist: the items suspended out, and the results collected
define mgen(list);
    maplist(list, procedure(x); suspend(x, 1) -> x; x * 10 endprocedure)
enddefine;
vars q = consproc([1 2 3], 1, mgen);
runproc(0, q) =>
runproc(2, 1, q) =>
runproc(5, 1, q) =>
runproc(7, 1, q) =>
isliveprocess(q) =>
;;; ncmaplist
vars l = [1 2 3];
define ncgen();
    ncmaplist(l, procedure(x); suspend(x, 1); x + 100 endprocedure)
enddefine;
vars r = consproc(0, ncgen);
runproc(0, r) =>
runproc(0, r) =>
l =>
runproc(0, r) =>
runproc(0, r) =>
l =>
;;; appdata over a vector and a string, and a pair
define dgen(v); appdata(v, procedure(x); suspend(x, 1) endprocedure); "done" enddefine;
vars d = consproc({10 20 30}, 1, dgen);
repeat 4 times runproc(0, d) => endrepeat;
consproc('ab', 1, dgen) -> d;
repeat 3 times runproc(0, d) => endrepeat;
consproc(conspair(1, 2), 1, dgen) -> d;
repeat 3 times runproc(0, d) => endrepeat;
;;; a sort whose comparisons are passed out and decided by the caller
define sgen(l);
    syssort(l, procedure(a, b); suspend({^a ^b}, 1) endprocedure)
enddefine;
vars s = consproc([3 1 2], 1, sgen), item;
runproc(0, s) -> item;
while isvector(item) do
    item =>
    runproc(item(1) < item(2), 1, s) -> item
endwhile;
item =>
define ngen(l); nc_listsort(l, procedure(a, b); suspend(a, 1); a > b endprocedure) enddefine;
consproc([1 3 2 5 4], 1, ngen) -> s;
until islist(runproc(0, s) ->> item) do item => enduntil;
item =>
;;; appproperty
vars prop = newproperty([[k1 1]], 8, false, "perm");
define pgen(); appproperty(prop, procedure(k, v); suspend(k, v, 2) endprocedure); "end" enddefine;
consproc(0, pgen) -> d;
runproc(0, d) =>
runproc(0, d) =>
;;; two generators over the same list in step (a process each)
vars g1 = consproc([x y z], 1, gen), g2 = consproc([1 2 3], 1, gen);
repeat 4 times [^(runproc(0, g1)) ^(runproc(0, g2))] => endrepeat;
