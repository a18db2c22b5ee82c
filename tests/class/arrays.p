;;; arrays: newarray, newanyarray, boundslist, arrayvector, access/update
vars a = newarray([1 2 1 3], 0);
a =>
boundslist(a) =>
arrayvector(a) =>
isarray(a) == a, isarray(3), isarray(identfn) =>
a(1, 2) =>
5 -> a(2, 3);
1 -> a(2, 1); 2 -> a(1, 2);
arrayvector(a) =>
a(2, 3), a(2, 1), a(1, 2) =>
;;; a procedure initialiser gets the subscripts
vars b = newarray([0 2], procedure(i); i * i endprocedure);
b =>
arrayvector(b) =>
b(2) =>
vars m = newarray([1 2 1 2], nonop +);
arrayvector(m) =>
;;; no initialiser: undef
vars c = newarray([1 2 1 2]);
c(1, 1) =>
;;; other arrayvectors
vars d = newanyarray([1 3], 0, string_key);
datalength(arrayvector(d)) =>
vars s = newanyarray([1 3], 65, string_key);
arrayvector(s), s(2) =>
vars sa = newsarray([1 2], 66);
arrayvector(sa) =>
vars e = newanyarray([1 3], "x", vector_key);
arrayvector(e) =>
vars v = {1 2 3 4 5 6};
vars sh = newanyarray([1 2 1 3], v);
sh(2, 1) =>
99 -> sh(1, 1); v =>
vars s2 = newanyarray([1 2], v, 2);
arrayvector(s2) == v, s2(1), s2(2) =>
arrayvector_bounds(s2) =>
vars t = newanyarray([1 2], sh);
arrayvector(t) == v, t(1) =>
arrayvector(newanyarray([1 2], 7, initv, subscrv)) =>
vectorclass short 16;
vars us = newanyarray([1 2 1 2], 3, short_key);
arrayvector(us) =>
us(2, 2) =>
;;; arrays are procedures
isprocedure(a), datakey(a) == procedure_key =>
pdprops(a), pdnargs(a) =>
datalength(a), length(a) =>
explode(m) =>
datalist(m) =>
appdata(m, spr); nl(1);
isarray(a(%1%)) == a =>
;;; copy and =
vars f = newarray([1 2 1 2], 0);
a = f, copy(f) = f =>
isarray(copy(f)) == false, arrayvector(copy(f)) == arrayvector(f) =>
newarray([1 2], 0) = newarray([0 1], 0) =>
newarray([1 2], 0) = newarray([1 2], 1) =>
{5 6 7 8} -> arrayvector(m);
m(2, 2) =>
;;; negative and empty bounds, zero dimensions
vars g = newarray([-1 1], "z");
g(-1), g(0) =>
newarray([2 1], 0) =>
arrayvector(newarray([2 1], 0)) =>
boundslist(newarray([], 5)) =>
newarray([], 5)() =>
"foo" -> pdprops(f);
f =>
arrayscan([3 5 1 2], spr); nl(1);
;;; the updater of an array; copies are independent
updater(a) =>
isarray(updater(a)) =>
vars a2 = newarray([1 2], 0);
vars b2 = copy(a2);
5 -> b2(1);
a2(1), b2(1) =>
updater(a2)(7, 2); a2(2) =>
