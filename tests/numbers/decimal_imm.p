;;; Decimals and ddecimals across the range of magnitudes (immediate and
;;; boxed alike): printing, keys, ==, =, mixed arithmetic, intof, round.
vars x, y, l;
;;; printing special and extreme values
1.0e-300, 1.0e300, 2.0 ** 127, 2.0 ** 128, 2.0 ** -126, 2.0 ** -127, 2.0 ** -128 =>
-0.0, 0.0, -1.5, 1.0e-5, 123456789.0, 0.1 + 0.2 =>
1.0s0, number_coerce(-0.0, 1.0s0), number_coerce(1.0e-300, 1.0s0), number_coerce(1.0e30, 1.0s0), 1.0s0 / 3 =>
;;; keys and recognisers
[% datakey(1.5), datakey(1.0e300), datakey(1.0e-300), datakey(0.0), datakey(-0.0), datakey(1.5s0), datakey(number_coerce(1.0e-300, 1.0s0)) %] =>
isddecimal(1.0e300), isddecimal(1.5), isdecimal(1.5s0), isddecimal(1.5s0), issdecimal(1.5s0), issdecimal(1.5) =>
isnumber(2.0 ** -127), isreal(1.0e-300), isintegral(1.0), isinteger(1.0e300) =>
;;; == on the same item, on equal decimals, on separately made ddecimals
1.5 -> x; x == x, 1.0e-300 -> y; y == y =>
false -> popdprecision;
1.0d0 + 0.5d0 -> x; 1.0d0 + 0.5d0 -> y; x == y, datakey(x), 1.5s0 == 1.5s0 =>
true -> popdprecision;
;;; = between kinds
1.5 = 1.5s0, 0.0 = -0.0, 1 = 1.0, 1.0e300 = 1.0e300, (2 ** 70) + 1 = 2.0 ** 70 =>
1_/2 = 0.5, 0.5 = 1_/2, 3 = 3.0s0, 1.0e-300 = 0 =>
;;; mixed arithmetic with ratios and bigintegers
1_/3 + 0.5, 0.5 * (2 ** 80), (2 ** 80) / 4.0, 1.0e300 * 1.0e-300, 3_/4 - 0.25s0 =>
1.0e300 + 1, 2 ** 70 - 1.0, 0.1 * 3, 1.0e-300 / 1.0e10, 2.0 ** 127 * 2 =>
;;; intof, round, comparisons across the boundaries
intof(1.0e20), intof(-2.5), round(2.5), round(-2.5), round(1.0e19), intof(0.9999) =>
2.0 ** 127 < 2.0 ** 128, 1.0e-300 > 0, -1.0e-300 < 0, 1.0e300 >= 1.0e300, 2 ** 200 > 1.0e60 =>
max(1.0e300, 2), min(1.0e-300, 0), abs(-1.0e300), negate(2.0 ** -127), sqrt(1.0e-300) =>
;;; popdprecision decides the type of results
false -> popdprecision;
[% datakey(1.5 + 1.5), datakey(1.0e300 * 2), 1.0 / 3 %] =>
"ddecimal" -> popdprecision;
[% datakey(1.5s0 + 1.5s0), datakey(1.5 + 1.5s0), datakey(1.5s0 + 1) %] =>
true -> popdprecision;
[% datakey(1.5s0 + 1.5s0), datakey(1.5 + 1.5s0), datakey(1.5 + 1) %] =>
;;; number_coerce, float_decode, float_digits
number_coerce(1.0e300, 1), number_coerce(0.75, 1), number_coerce(1_/3, 1.0s0), number_coerce(1.5s0, 1.0) =>
float_digits(1.0e300), float_digits(1.5), float_digits(1.5s0) =>
float_decode(1.0e-300, true) =>
float_decode(0.75, false) =>
;;; identity properties, lists and vectors hold decimals unchanged
vars p = newproperty([], 8, false, "perm");
1.0e300 -> x; "big" -> p(x); "half" -> p(0.5s0);
p(x), p(0.5s0), p(1.0e300 + 0) =>
[1.0e300 0.5 -0.0 1.0e-300 ^(2.0 ** 127)] -> l; l, l = [1.0e300 0.5 -0.0 1.0e-300 ^(2.0 ** 127)] =>
{1.5 2.5s0} =>
