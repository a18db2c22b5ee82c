;;; sys_procedure_checksum: the same source compiled again gives the same
;;; checksum; a change of an instruction, a constant, a called name or
;;; the number of arguments gives another; captured values and pdprops do
;;; not count.  (Stability across processes: profile/saved_merge.sh.)
define ck(p); sys_procedure_checksum(p) enddefine;
define f(x); x + 1 enddefine;
lvars f1 = f, a = ck(f);
isinteger(a) and a >= 0 and a < 2**48 =>
define f(x); x + 1 enddefine;
f1 == f, ck(f) = a =>
define f(x); x + 2 enddefine;   ;;; a constant changed
ck(f) = a =>
define f(x); x - 1 enddefine;   ;;; an instruction changed
ck(f) = a =>
define f(x); x + 1.0 enddefine;
ck(f) = a =>
define f(x, y); x + 1 enddefine;
ck(f) = a =>
define g(); hd([a b]) enddefine;
lvars b = ck(g);
define g(); tl([a b]) enddefine;  ;;; another procedure called
ck(g) = b =>
define g(); hd([a c]) enddefine;  ;;; a word in a quoted list
ck(g) = b =>
define g(); hd([a b]) enddefine;
ck(g) = b =>
"other" -> pdprops(g);
ck(g) = b =>
;;; closures: frozen values count, captured variables' values do not
ck(nonop +(% 1 %)) = ck(nonop +(% 1 %)), ck(nonop +(% 1 %)) = ck(nonop +(% 2 %)) =>
define adder(n); procedure(x); x + n endprocedure enddefine;
ck(adder(1)) = ck(adder(2)) =>
ck(hd) = ck(hd), ck(hd) = ck(tl) =>
;;; a cyclic constant costs a bounded walk
define h(); #_< lvars c = [1 2 3]; c -> tl(tl(tl(c))); c >_# enddefine;
h()(5) =>
isinteger(ck(h)) =>
ck(3) =>
