;;; Immediate decimals where other code meets them: printing at
;;; pop_pr_level 0, class_print of the decimal keys, lists and ==,
;;; mixed comparisons, -0.0, results at the edges of the immediate range.
vars x, y, old_level = pop_pr_level;
0 -> pop_pr_level;
1.5 =>
1.5d0 =>
1.0e300 =>
[1.5] =>
old_level -> pop_pr_level;
;;; class_print of the decimal and ddecimal keys
define pr_dec(x); pr('<dec>') enddefine;
define pr_ddec(x); pr('<ddec>') enddefine;
pr_dec -> class_print(datakey(1.5s0));
pr_ddec -> class_print(datakey(1.5d0));
1.5s0 =>
[1.5d0 1.0e300 2.5s0] =>
syspr(2.5d0); nl(1);
sys_syspr(2.5d0); nl(1);
sys_syspr -> class_print(datakey(1.5s0));
sys_syspr -> class_print(datakey(1.5d0));
;;; == and lists of decimals (decimals are simple in Poplog)
lmember(1.5s0, [1 1.5s0 2]), 2.5s0 == 2.5s0, 1.5s0 == 1.5d0 =>
;;; comparisons between decimals and ddecimals of nearby values
0.1s0 = 0.1d0, 0.1s0 < 0.1d0, 0.1s0 > 0.1d0, number_coerce(0.1d0, 1.0s0) = 0.1s0 =>
1.0d0 + 2.0 ** -52 > 1.0d0, 1.0s0 + 2.0 ** -52 > 1.0s0 =>
;;; -0.0 in arithmetic
-0.0 * 1.0, 0.0 - 0.0, -0.0 + 0.0, -(0.0), 1.0 / -1.0e300, -0.0 = 0.0, -0.0 < 0.0 =>
;;; results that leave or enter the immediate range
2.0 ** 127 * 2.0, 2.0 ** 128 / 2.0, 2.0 ** -126 / 2.0, 2.0 ** -127 * 2.0, 1.0e-38 * 1.0e-10 =>
2.0 ** 128 = 2.0 ** 127 * 2, 2.0 ** -127 = (2.0 ** -126) / 2, 1.0e300 - 1.0e300 =>
;;; intof, round, floor-like operations across kinds
intof(2.0 ** 70), round(-(2.0 ** 70) - 0.5), intof(1.0e-300), round(0.5s0), round(1.5s0), intof(-0.0) =>
;;; mixed arithmetic with ratios and bigintegers
(2 ** 100) + 0.5s0, 1_/3 * 3.0, (2 ** 100) * 1.0e-300, 7_/2 - 3.5s0, 1 / (2 ** 80) + 0.0 =>
(2 ** 64) < 1.9e19, (2 ** 64) > 1.8e19, 1_/3 < 0.3334, 1_/3 > 0.3333s0 =>
