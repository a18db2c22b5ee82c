;;; Complex numbers: the trigonometric and hyperbolic functions and their
;;; inverses (angles in degrees, then radians), real arguments outside
;;; the real domain (branch cuts), powers, popdprecision, //, div, rem,
;;; fracof, number_coerce, literals, properties, printing in structures.
sin(1+:1) =>
cos(0.5+:1) =>
tan(1+:1) =>
true -> popradians;
sin(1+:1) =>
cos(0.5+:1) =>
tan(1+:1) =>
sinh(1+:1), cosh(1+:1), tanh(1+:1) =>
arcsin(2) =>
arccos(2) =>
arcsin(1+:1) =>
arccos(1+:1) =>
arctan(1+:1) =>
arcsinh(1+:1), arccosh(0.5), arctanh(2) =>
arccosh(1+:1), arctanh(1+:1) =>
exp(1+:1) =>
log(1+:1) =>
log10(-100) =>
sqrt(3+:4) =>
sqrt(-3-:4) =>
(-8)**(1/3) =>
(-8.0)**0.5 =>
2 ** (1+:1) =>
(1+:1) ** (1+:1) =>
(1+:1) ** 0.5 =>
(1+:1) ** -2 =>
(1.0+:1.0) ** 0 =>
(1+:1) ** 0 =>
phase(-1+:0.0), phase(0+:1), phase(-1) =>
false -> popradians;
phase(-1+:0.0), phase(0+:1), phase(-1), phase(1+:1) =>
cis(45) =>
true -> popdprecision;
1.5 +: 2 =>
sqrt(-2) =>
(1+:2) * 1.5 =>
false -> popdprecision;
(1+:2) // (1+:1) =>
(7+:3) div 2, (7+:3) rem 2 =>
fracof(2.5+:3.75) =>
number_coerce(5, 1.0+:2.0), number_coerce(5, 1+:2), number_coerce(1.5+:2.5, 1) =>
1 +: 2.5 =>
2_-:3.5 =>
1_/2_-:1_/3 =>
-2_+:3 =>
(1+:2) = 1+:2, (1+:2) = (1+:3), (1.0+:0.0) == (1.0+:0.0) =>
max(3, 4), abs(-3-:4), abs(1.5+:2) =>
vars prop = newproperty([], 10, false, "perm");
true -> prop(1+:2);
prop(1+:2) =>
newproperty([], 10, false, "tmparg") -> prop;
"yes" -> prop(1.0+:0.0);
prop(1.0+:0.0), prop(1), prop(1.0) =>
vars tbl = newassoc([]);
"c" -> tbl(2+:3);
tbl(2+:3) =>
[% 1+:2, 3-:4 %] =>
{% 1+:2 %} =>
(1+:2) >< '' =>
isinteger(1+:2), isrational(1+:2), isdecimal(1.0+:2.0), isratio(1+:2) =>
(1+:2) - (1+:2) =>
(1.0+:2) - (1+:2) =>
(1+:2) + 1.0 =>
negate(0+:0.0) =>
conjugate(1.0+:0.0) =>
1 -: 0.0 =>
arcsin(-2), arccos(-2), arctanh(-2), arccosh(-2), arccosh(-0.5), log(-2) =>
arcsin(2.5), arccos(3), arctanh(1.5) =>
arcsin(-1+:0.0), arcsin(1-:0.0) =>
