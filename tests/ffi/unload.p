;;; The load history: re-running an exload with the same mark unloads it
;;; and every later load first; external_unload does the same; unloaded
;;; pointers become null.
exload 'A' c_abs(x):int <- abs endexload;
exload B ['-lm'] c_cos(x):dfloat <- cos, c_sin(x):dfloat <- sin endexload;
exload 3 c_labs(x):long <- labs endexload;
external_load_count() =>
external_load_mark(1) =>
external_load_mark(3) =>
vars old = c_cos;
exload B ['-lm'] c_cos(x):dfloat <- cos endexload;
external_load_count() =>
old == c_cos =>
exacc c_cos(0.0) =>
external_show();
external_unload("B");
external_load_count() =>
is_null_external_ptr(c_cos) =>
is_null_external_ptr(c_abs) =>
external_show();
external_unload("Z");
