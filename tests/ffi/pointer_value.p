;;; exacc ^type ptr: the pointer value of an external pointer as data (read
;;; and updated); {(args):type} groups a function spec, and an argument may
;;; be named by any word (in, N).
vars p = consexternal_ptr();
exacc ^uint p =>
16:12345678 -> exacc ^uint p;
exacc ^uint p =>
exacc {^byte} p =>
is_null_external_ptr(p) =>
0 -> exacc ^int p;
is_null_external_ptr(p) =>
define f(x); exacc ^ushort x enddefine;
16:ABCDEF -> exacc ^int p;
f(p) =>
exload 'pval-test'
    c_strlen(in) :int <- strlen,
    c_snprintf(N) :int <- snprintf
endexload;
exacc c_strlen('four') =>
exacc {(s):int} c_strlen('seven!!') =>
;;; old style (N): variadic, the count of arguments last
vars buf = inits(20);
exacc {(N):int} c_snprintf(buf, 20, 'n=%d', 42, 4) =>
substring(1, 4, buf) =>
