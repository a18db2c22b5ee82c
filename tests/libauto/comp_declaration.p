;;; pop11_comp_declaration and its old name sys_read_vars: declaration
;;; lists read for a syntax word; sysPASSIGN gives a lexical constant
;;; its value at once
define syntax myv; pop11_comp_declaration(sysVARS); readitem() => enddefine;
myv x; ;
define showdecl(w, p); [decl ^w ^p] => enddefine;
define syntax shv; pop11_comp_declaration(showdecl) enddefine;
shv a, procedure b, 4 c, macro d, syntax e, (f, g), h = 1 + 2;

define showdecl(w, p); [decl ^w ^p] => enddefine;
define syntax shv; pop11_comp_declaration(showdecl) enddefine;
shv active k, active:2 j;
shv procedure (p1, p2);
shv (q1, q2) = (1, 2);
shv 4 (r1, r2);
define syntax shl; pop11_comp_declaration(sysLCONSTANT) enddefine;
define f(); shl k1 = 3, k2 = k1 + 1; k1, k2 enddefine; f() =>
define syntax shvars; pop11_comp_declaration(sysVARS) enddefine;
shvars (m1, m2) = (5, 6), m3 = 7;
m1, m2, m3 =>
define syntax shg; pop11_comp_declaration(sysVARS, "nonglobal") enddefine;
shg gg1; isglobal(ident gg1) =>
shv ;
'end' =>
define syntax srv; sys_read_vars(sysVARS) enddefine;
srv sv1 = 10, sv2; sv1 =>
define syntax t1; sysLCONSTANT("kk", 0); sysPASSIGN(3, "kk"); enddefine;
define f(); t1; kk + 1 enddefine; f() =>
define syntax t2; sysLCONSTANT("kj", 0); sysPASSIGN(5, "kj"); sysPROCEDURE(false, 0); sysPUSH("kj"); sysENDPROCEDURE()() => enddefine;
define g(); t2; kj enddefine; g() =>
