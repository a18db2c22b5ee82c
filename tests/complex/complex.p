;;; Complex numbers (REF NUMBERS 1.4, 7): sqrt of a negative, +: and -:,
;;; arithmetic and its contagion with decimals and ratios, rational-complex
;;; canonicalisation, printing, the literals 2_+:3, predicates, parts,
;;; equality, keys, powers, exp, log, cis, phase, sign, intof, round.
sqrt(-1) =>
sqrt(-4) =>
sqrt(-2.0) =>
1 +: 2 =>
1 -: 2 =>
(1+:2)*(3+:4) =>
(1+:2)+(3-:2) =>
(1+:2)/(3+:4) =>
1.5 +: 2 =>
1/2 +: 3 =>
(1/2 +: 3) * 2 =>
(1 +: 2) * 1.0 =>
1 +: 0 =>
1.0 +: 0 =>
1 +: 0.0 =>
+: 3 =>
-: 3 =>
iscomplex(1+:2), iscomplex(1), isreal(1+:2), isnumber(1+:2) =>
realpart(3+:4), imagpart(3+:4), realpart(5), imagpart(5), imagpart(5.0) =>
conjugate(3+:4), conjugate(5) =>
destcomplex(3+:4) =>
abs(3+:4) =>
(1+:2) = (1+:2), (1+:2) == (1+:2), (1+:2) = 1, (1.0+:0.0) = 1 =>
(1+:2) = (1.0+:2.0) =>
(1+:2) ==# (1+:2) =>
dataword(1+:2), datakey(1+:2) =>
(1+:2)**2 =>
(0+:1)**2 =>
2_+:3 =>
2.0_+:3.5 =>
- (1+:2) =>
exp(0+:1) =>
log(-1) =>
cis(90) =>
phase(1+:1) =>
sign(3+:4) =>
intof(2.5+:3.7) =>
round(2.5+:3.7) =>
number_coerce(1+:2, 0.0) =>
(1+:2) - (1+:2) =>
(1+:2) - 1 =>
1_/2_+:3 =>
