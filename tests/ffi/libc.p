;;; Calls into libm and libc through exload / exacc (REF EXTERNAL).
exload 'ffi-libc-test' ['-lm']
    c_cos(x) :dfloat <- cos,
    c_pow(x, y) :dfloat <- pow,
    c_fabsf(x<SF>) :float <- fabsf,
    c_floor(x) :dfloat <- floor,
    c_strlen(s) :int <- strlen,
    c_getenv(name) :exptr.exacc_ntstring <- getenv,
    c_setenv(name, value, overwrite) :int <- setenv,
    c_snprintf(buf, size, fmt, ...) :int <- snprintf,
    c_abs(x) :int <- abs,
    c_labs(x) :long <- labs,
    c_toupper(c) :int <- toupper,
    c_strchr(s, c) :exptr <- strchr,
    c_atoi(s) :int <- atoi
endexload;

;;; each name holds an external pointer named after its symbol
c_cos =>
external_ptr_props(c_cos) =>
isexternal_ptr(c_cos) =>

;;; floating-point arguments and results
exacc c_cos(0.0) =>
exacc c_pow(2.0, 10.0) =>
exacc c_pow(2.0, 0.5) =>
exacc c_fabsf(-2.5) =>
datakey(exacc c_fabsf(-2.5)) =>
datakey(exacc c_cos(0.0)) =>
;;; a dfloat result is a ddecimal only when popdprecision is true
true -> popdprecision;
datakey(exacc c_cos(0.0)) =>
false -> popdprecision;
exacc c_floor(-3.5) =>

;;; integers, strings, characters
exacc c_strlen('hello') =>
exacc c_strlen('') =>
exacc c_abs(-42) =>
exacc c_labs(-1234567890123) =>
exacc c_toupper(`a`) =>
exacc c_atoi('  987xyz') =>

;;; an explicit cast, and extra stack items are left alone
exacc (x):dfloat c_cos(0.0) =>
exacc c_abs(7, -8) =>

;;; a variable set through C, read back as a string; NULL gives termin
exacc c_setenv('POP11_FFI_TEST', 'some value', 1) =>
exacc c_getenv('POP11_FFI_TEST') =>
exacc c_getenv('POP11_FFI_NO_SUCH_VARIABLE') =>

;;; a char * result as an external pointer (into a string that must stay
;;; alive meanwhile: a pointer into a garbage string is not valid)
vars s = 'abc=def';
vars p = exacc c_strchr(s, `=`);
exacc_ntstring(p) =>
is_null_external_ptr(p) =>
is_null_external_ptr(exacc c_strchr('abc', `z`)) =>

;;; variadic: the argument count is the extra last argument
vars buf = inits(60), n;
exacc c_snprintf(#| buf, 60, '%d-%s-%ld', 42, 'str', 123456789012 |#) -> n;
substring(1, n, buf) =>
exacc c_snprintf(#| buf, 60, '%.3f|%5.1f', 3.14159, 2.25 |#) -> n;
substring(1, n, buf) =>
exacc c_snprintf(#| buf, 60, 'none' |#) -> n;
substring(1, n, buf) =>
;;; the string stays NUL-terminated after what C wrote
exacc c_strlen(buf) =>

;;; booleans are passed as 1 and 0
exacc c_abs(true) =>
exacc c_abs(false) =>

;;; null_external_ptr
null_external_ptr =>
is_null_external_ptr(null_external_ptr) =>
exacc_ntstring(null_external_ptr) =>
consexternal_ptr() =>
c_cos = c_cos =>
