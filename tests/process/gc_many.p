;;; heavy
;;; 10^5 processes created and dropped: suspended ones are collected
;;; (a temporary property keeps only the entries of the 10 still held)
define gen(n); lvars c = [^n]; repeat suspend(n, 1); n + 1 -> n endrepeat enddefine;
vars i, total = 0, keep = [], seen = newproperty([], 100, false, "tmparg");
for i from 1 to 100000 do
    lvars p = consproc(i, 1, gen);
    total + runproc(0, p) + runproc(0, p) -> total;
    if i mod 1000 == 0 then true -> seen(p) endif;
    if i mod 10000 == 0 then p :: keep -> keep endif;
endfor;
total =>
sysgarbage();
vars n = 0;
appproperty(seen, procedure(k, v); n + 1 -> n endprocedure);
n =>
applist(keep, procedure(p); runproc(0, p) endprocedure) =>
