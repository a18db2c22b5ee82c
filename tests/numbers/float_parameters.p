;;; pop_float_parameters: the radix, then for decimals and ddecimals the
;;; precision in bits, extreme values and epsilons
pop_float_parameters =>
lvars d = pop_float_parameters(2), dd = pop_float_parameters(3);
d(1) == float_digits(1.0s0), dd(1) == float_digits(1.0d0) =>
dataword(d(2)), dataword(dd(2)) =>
;;; the epsilons: the smallest e with 1.0 + e /= 1.0 (and 1.0 - e)
(1.0s0 + d(6)) /= 1.0s0, (1.0s0 - d(7)) /= 1.0s0 =>
;;; (ddecimal results need popdprecision true)
true -> popdprecision;
(1.0d0 + dd(6)) /= 1.0d0, (1.0d0 - dd(7)) /= 1.0d0, (1.0d0 + dd(6) / 2) = 1.0d0 =>
dd(3) = number_coerce(2 ** -1022, 1.0d0), d(4) = -d(3), dd(5) = -dd(2) =>
isprotected("pop_float_parameters") =>
