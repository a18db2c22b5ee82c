;;; external_load, the old external interface (REF OBSOLETE section 7):
;;; external procedures made from symbols of the running image, called by
;;; external_apply and by applying them, their printing, equality, their
;;; life across loads, and islive_external_procedure's mishap.
external_load("old_libc", [], [strlen ['abs' c_abs] ['getenv' c_getenv]
                               {type pointer} 'atoi']);
isexternal_procedure(strlen) =>
isexternal_procedure(atoi) =>
isexternal_ptr(atoi) =>
isexternal_procedure(5) =>
strlen =>
c_getenv =>
atoi =>
dataword(strlen) =>
external_apply('hello', 1, true, strlen) =>
external_apply(-7, 1, true, c_abs) =>
strlen('abcd', 1, true) =>
external_apply('x', 1, false, strlen) =>
isexternal_ptr(external_apply('HOME', 1, "external_ptr", c_getenv)) =>
exacc_ntstring(external_apply('NO_SUCH_VAR_XX', 1, "external_ptr", c_getenv)) =>
;;; an external procedure for a pointer
vars p = external_ptr_to_procedure(atoi);
p =>
isexternal_procedure(p) =>
p('42', 1, true) =>
external_ptr_to_procedure(p) == p =>
p = p =>
p = external_ptr_to_procedure(atoi) =>
p = strlen =>
;;; = compares the addresses (the second item is the external procedure)
external_load("old_libc2", [], [{type pointer} ['strlen' sp]]);
exload 'old_libc3' [] c_strlen(s) :int <- strlen endexload;
c_strlen = sp =>
external_ptr_to_procedure(c_strlen) = strlen =>
strlen = external_ptr_to_procedure(sp) =>
sp = strlen =>
vars q = external_ptr_to_procedure(sp);
false -> external_ptr_props(sp);
q = strlen =>
;;; loading a mark again undoes the old load
islive_external_procedure(strlen) =>
vars old_strlen = strlen;
external_load("old_libc", [], [strlen]);
islive_external_procedure(old_strlen) =>
islive_external_procedure(strlen) =>
old_strlen == strlen =>
external_unload("old_libc");
islive_external_procedure(strlen) =>
islive_external_procedure(5) =>
