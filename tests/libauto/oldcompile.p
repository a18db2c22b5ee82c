;;; lib/auto: sysloop, sysloopend, sysnlabel, sysnvariable, sysneed, systry, sysnmtry,
;;; sysxcomp, systxcomp, systxsqcomp, sysxsqcomp, sys_expr_comp, sysfork, sysvfork,
;;; syswait, sysrepeat, phase, synonym, flatten_searchlist,
;;; sysgetusername
;;; old compiler procedures, used by a syntax word of one's own
vars syntax endmywhile;
define syntax mywhile;
    lvars top = sysnlabel(), out = sysnlabel(), v = sysnvariable();
    sysLABEL(top);
    systxcomp("do") ->;
    sysIFNOT(out);
    sysloop(top); sysloopend(out);
    systxsqcomp("endmywhile") ->;
    sysGOTO(top);
    sysLABEL(out);
enddefine;
vars n = 0;
mywhile n < 3 do n + 1 -> n; if n == 2 then nextloop endif; n => endmywhile;
define syntax twoexprs;
    sysxcomp(); sysneed(",") ->; sysxcomp();
    if systry("also") then sysxcomp() endif;
    if sysnmtry("plus") then sysxcomp(); sysCALL("+") endif;
enddefine;
[% twoexprs 1 + 1, 3 also 4 plus 5 %] =>
sysrepeat(2.5, procedure; npr('rep') endprocedure);
phase(3), phase(-2) =>
synonym myhd hd;
myhd([x y]) =>
flatten_searchlist([^(ident popautolist) 'x/' ['y/']]) /== [] =>
hd(rev(flatten_searchlist(['a/' ['b/' 'c/']]))) =>
lvars pid = sysfork();
if not(pid) then sysexecute('/bin/sh', ['sh' '-c' 'exit 5'], false) endif;
syswait() == pid, pop_status =>
lvars pid2 = sysvfork();
if not(pid2) then sysexecute('/bin/sh', ['sh' '-c' 'exit 0'], false) endif;
syswait() == pid2 =>
sysgetusername(0) =>
vars syntax endstmts;
define syntax stmts; sysxsqcomp(true); sysneed("endstmts") ->; enddefine;
stmts npr(1); npr(2) endstmts;
define syntax prec_expr; sys_expr_comp(41, false) -> ; enddefine;
[% prec_expr 3 + 4 %] =>
