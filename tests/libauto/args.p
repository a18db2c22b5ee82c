;;; ARGS: optional trailing arguments recognised by predicates
define silly(p, q, r) -> result;
    lvars A = false, B = 0;
    ARGS p, q, r, &OPTIONAL A:isboolean, B:isnumber;
    [%p, q, r, A, B%] -> result
enddefine;
silly([1], [2], [3]) =>
silly([1], [2], [3], true) =>
silly([1], [2], [3], 99) =>
silly([1], [2], [3], true, 99) =>
silly([1], [2], [3], 99, true) =>
define g(x) -> l;
    lvars s = 'none';
    ARGS x, &OPTIONAL s:isstring;
    [^x ^s] -> l
enddefine;
g(1) =>
g(1, 'str') =>
