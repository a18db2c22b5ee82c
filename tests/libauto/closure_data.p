;;; the data of a closure are its frozen values: explode, datalength,
;;; datalist, appdata; pop_pop11_flags starts at 0
define f(a, b); a + b enddefine;
vars c = f(%1, 2%);
explode(c) =>
datalength(c) =>
datalist(c) =>
appdata(c, npr);
datalist(f(%%)) =>
datalist(f(%"x"%)(%[y]%)) =>
pop_pop11_flags =>
;;; a partial application of a closure, or of a bracketed expression
define g(a, b, c); [^a ^b ^c] enddefine;
g(%1%)(%2%)(%3%)() =>
(g)(%1, 2%)(3) =>
datalist(g(%1%)(%2%)) =>
