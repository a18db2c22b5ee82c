;;; Complex numbers: = in lists, member, integer powers (negative too),
;;; ratio and float parts mixed, pop_pr_ratios, radix and exponent
;;; literals, ==, equals, ==#.
[1 2_+:3] = [1 2_+:3] =>
member(2_+:3, [1 2_+:3]) =>
isnumber(2_+:3), isinteger(2_+:3) =>
vars x = 1 +: 1;
x * x * x * x =>
(1+:1) ** 10 =>
(2+:3) ** -1 =>
(1.5+:2) ** 3 =>
0.5 +: 1_/2 =>
1_/3 +: 0.5 =>
sqrt(-1) * sqrt(-1) =>
exp(log(-2)) =>
(1+:2) - 1.0 =>
negate(1_/2_+:3) =>
abs(-1_/2_+:1) =>
round(-2.5 -: 2.5) =>
intof(-2.7+:0.0) =>
2_+:3 == 2_+:3 =>
equals(2_+:3, 2_+:3) =>
false -> pop_pr_ratios;
1_/3 +: 1 =>
true -> pop_pr_ratios;
16:1F_+:2 =>
2_+:3.5e2 =>
(1+:2) ==# (1+:2.0) =>
(1.0+:2.0) ==# (1.0+:2.0) =>
