;;; exval_to_string: "exval" field values to and from strings.
exload 'getenv_test' []
    c_getenv(name) :exptr <- getenv
endexload;
vars p = exacc c_getenv('PATH');
isexternal_ptr(p) =>
exval_to_string(p) = systranslate('PATH') =>
exval_to_string(exacc c_getenv('NO_SUCH_VARIABLE_XYZ')) =>
vars s = 'abc';
(s -> exval_to_string()) = s =>
false -> exval_to_string() =>
