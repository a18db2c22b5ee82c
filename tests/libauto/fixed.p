;;; fixed-address structures: cons_fixed, init_fixed, copy_fixed,
;;; is_fixed, free_fixed_hold, fill_external_ptr and the exptr_ forms
is_fixed(copy_fixed('abc')) =>
vars v = cons_fixed(1, 2, 3, 3, vector_key);
v, is_fixed(v) =>
cons_fixed(1, [], pair_key, true) =>
init_fixed(4, string_key) =>
datalength(init_fixed(3, vector_key, false)) =>
vars l = [];
cons_fixed(1, l, pair_key, true) -> l;
free_fixed_hold(l);
free_fixed_hold(l);
free_fixed_hold(99);
copy_fixed([a], true) =>
vars e = exptr_copy_fixed('hello');
e =>
exacc_ntstring(e) =>
external_ptr_props(e) =>
vars e2 = exptr_init_fixed(5, string_key);
datalength(external_ptr_props(e2)) =>
vars e3 = exptr_cons_fixed(`a`, `b`, 2, string_key, true);
exacc_ntstring(e3) =>
vars s = copy_fixed('xyz');
fill_external_ptr(s, consexternal_ptr()) -> e;
exacc_ntstring(e), external_ptr_props(e) == s =>
cons_fixed(1, 2, 3) =>
