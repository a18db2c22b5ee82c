;;; sysDUMMY(item): plants nothing; the same procedure as pop11_FLUSHED,
;;; the value of pop_expr_inst once code has been planted and flushed.

section;

syssynonym("sysDUMMY", "pop11_FLUSHED");

endsection;
