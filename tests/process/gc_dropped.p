;;; Processes dropped while suspended in every way pop11 keeps them, each
;;; collected: inside applist and syssort, with dlocals and closures over
;;; their locals, and made by consproc_to across a running process (small
;;; enough for the GC-stress build, which collects at every safe point)
vars dv = 0, made, total = 0, i, seen = newproperty([], 64, false, "tmparg");
define gen(list); dlocal dv = 1;
    applist(list, procedure(x); suspend(x + dv, 1) endprocedure)
enddefine;
define sgen(l); syssort(l, procedure(a, b); suspend(a, 1); a < b endprocedure) enddefine;
define cgen(n); lvars k = n, f = procedure; k + 1 -> k; k endprocedure;
    repeat suspend(f(), 1) endrepeat
enddefine;
define target(p); runproc(0, p) enddefine;
define inner(n); consproc_to(0, target) -> made; suspend(n, 1, made) enddefine;
for i from 1 to 1500 do
    lvars p1 = consproc([^i 0], 1, gen), p2 = consproc([^i 2 1], 1, sgen),
        p3 = consproc(i, 1, cgen);
    total + runproc(0, p1) + runproc(0, p2) + runproc(0, p3) + runproc(0, p3) -> total;
    total + target(consproc(i, 1, inner)) -> total;
    if i mod 100 == 0 then true -> seen(p1); true -> seen(p2); true -> seen(made) endif;
endfor;
total =>
sysgarbage();
vars n = 0;
appproperty(seen, procedure(k, v); n + 1 -> n endprocedure);
n =>
dv =>
