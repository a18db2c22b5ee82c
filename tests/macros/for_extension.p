;;; A for extension defined with define :sub_syntax: `for x in_twice list do`
;;; runs the body twice for each element, written with code planting.
define :sub_syntax for in_twice(varlist, isfast);
    lvars varlist, isfast, l = sysNEW_LVAR(), k = sysNEW_LVAR(),
          top = sysNEW_LABEL(), done = sysNEW_LABEL(), again = sysNEW_LABEL();
    pop11_comp_expr_to("do") -> ;
    sysPOP(l);
    pop11_loop_start(again);
    pop11_loop_end(done);
    sysLABEL(top);
    sysPUSH(l); sysCALL("null"); sysIFSO(done);
    sysPUSH(l); sysCALL("hd"); sysPOP(hd(varlist));
    sysPUSH(l); sysCALL("tl"); sysPOP(l);
    sysPUSHQ(2); sysPOP(k);
    sysLABEL(again);
    sysPUSH(k); sysPUSHQ(0); sysCALL("=="); sysIFSO(top);
    sysPUSH(k); sysPUSHQ(1); sysCALL("-"); sysPOP(k);
    pop11_comp_stmnt_seq_to(popclosebracket) -> ;
    sysGOTO(again);
    sysLABEL(done);
enddefine;
vars x;
for x in_twice [a b c] do x => endfor;
define f();
    lvars y;
    for y in_twice [1 2 3] do
        if y == 2 then nextloop endif;
        if y == 3 then quitloop endif;
        y * 10 =>
    endfor
enddefine;
f();
is_sub_syntax_word("in_twice", "for") =>
is_sub_syntax_word("hd", "for") =>
