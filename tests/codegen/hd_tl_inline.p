;;; hd and tl compiled inline (the HD and TL instructions): every kind of
;;; argument, with the results the procedures give
define parts(l); hd(l), tl(l) enddefine;
parts([1 2 3]) =>
parts([a]) =>
parts([[x] y]) =>
parts(conspair("a", conspair("b", 3))) =>
hd(tl(tl([1 2 3 4]))) =>
;;; a dynamic list is expanded as it is taken apart
vars n = 0;
define gen(); n + 1 -> n; if n > 3 then termin else n * 10 endif enddefine;
lvars d = pdtolist(gen);
hd(d), hd(tl(d)), hd(tl(tl(d))), tl(tl(tl(d))) =>
;;; the updaters are called as before
lvars l = [1 2 3];
99 -> hd(l); [4] -> tl(tl(l)); l =>
;;; hd as a value, hd in a loop
maplist([[1 2] [3 4]], hd) =>
define sum(l) -> s;
    lvars s = 0;
    until l == [] do s + hd(l) -> s; tl(l) -> l enduntil
enddefine;
sum([1 2 3 4 5]) =>
define bad(x); hd(x) enddefine;
bad([]) =>
