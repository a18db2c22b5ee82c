;;; Pointer predicates on non-pointers.
is_null_external_ptr(null_external_ptr) =>
exacc_ntstring(null_external_ptr) =>
is_null_external_ptr(3) =>
