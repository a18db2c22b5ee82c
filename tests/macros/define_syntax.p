define syntax twice;
    lvars lab = sysNEW_LABEL();
    pop11_comp_expr();
    sysPUSHS(0);
    sysCALL("+");
enddefine;
(twice 21) =>
vars syntax (endmyunless, endmyrepeat);
define syntax myunless;
    lvars lab = sysNEW_LABEL();
    erase(pop11_comp_expr_to("do"));
    sysIFSO(lab);
    erase(pop11_comp_stmnt_seq_to("endmyunless"));
    sysLABEL(lab);
enddefine;
myunless 1 > 2 do "yes" => endmyunless;
myunless 3 > 2 do "no" => endmyunless;
define f(x); myunless x do 99 endmyunless; enddefine;
f(false) =>
f(true) =>
define syntax myrepeat;
    lvars start = sysNEW_LABEL(), endl = sysNEW_LABEL(), v = sysNEW_LVAR();
    erase(pop11_comp_expr_to("times"));
    sysPOP(v);
    sysLABEL(start);
    pop11_loop_start(start); pop11_loop_end(endl);
    sysPUSH(v); sysPUSHQ(0); sysCALL("<="); sysIFSO(endl);
    sysPUSH(v); sysPUSHQ(1); sysCALL("-"); sysPOP(v);
    erase(pop11_comp_stmnt_seq_to("endmyrepeat"));
    sysGOTO(start);
    sysLABEL(endl);
enddefine;
vars n = 0;
myrepeat 5 times n + 1 -> n; if n = 3 then quitloop endif endmyrepeat;
n =>
identprops("myrepeat") =>
define syntax constq;
    itemread() -> pop_expr_item;
    sysPUSHQ -> pop_expr_inst;
enddefine;
constq hello =>
define syntax mkproc;
    sysPROCEDURE("anon", 1);
    sysLVARS("a", 0); sysPOP("a");
    sysPUSH("a"); sysPUSH("a"); sysCALL("*");
    sysENDPROCEDURE() -> pop_expr_item;
    sysPUSHQ -> pop_expr_inst;
enddefine;
vars sq = mkproc; sq(7) =>
sq =>
