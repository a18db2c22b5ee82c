;;; sysDUMMY_PREOP(item): plants nothing; the same procedure as
;;; pop11_EMPTY, the value of pop_expr_inst before any code is planted
;;; (a syntax word tests for it to see that it starts an expression).

section;

syssynonym("sysDUMMY_PREOP", "pop11_EMPTY");

endsection;
