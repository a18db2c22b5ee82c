;;; define syntax PREC NAME: a syntax operator, run after its left operand
;;; has been compiled (its code may still be pending, in pop_expr_inst)
define global syntax 4 <<-;
    lvars w = readitem();
    pop_expr_inst(pop_expr_item);
    pop11_EMPTY -> pop_expr_inst;
    sysPUSHQ(w);
    sysCALL("mysend");
enddefine;
define mysend(o, w); [send ^o ^w] enddefine;
3 <<- foo =>
vars x = 4 <<- baz;
x =>
;;; precedence 4 binds tighter than + (5) and looser than ** (3)
[% 1, 2 ** 2 <<- bar %] =>
identprops("<<-") =>
2 + 3 <<- qux =>
