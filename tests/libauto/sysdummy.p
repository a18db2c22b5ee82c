;;; sysDUMMY, sysDUMMY_PREOP: the procedures pop11_FLUSHED, pop11_EMPTY
sysDUMMY == pop11_FLUSHED, sysDUMMY_PREOP == pop11_EMPTY =>
sysDUMMY(3), sysDUMMY_PREOP("x");
stacklength() =>
define syntax nothing_here;
    pop11_comp_expr();
    sysDUMMY -> pop_expr_inst;
enddefine;
vars x;
nothing_here 5 -> x;
x =>
