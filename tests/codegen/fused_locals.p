;;; The fused local instructions (x -> y, i + n -> i, f(x) + y -> z,
;;; f(a) + b * c, f(a) - b * c, f(x) * y * z) on every kind of number, at the fixnum and
;;; immediate ddecimal limits, under each popdprecision, and their mishaps.
define show(x);
    pr(x); pr(' '); npr(dataword(x));
enddefine;

define moves(x) -> y;
    lvars y, z;
    x -> z; z -> y;
enddefine;
show(moves(3)); show(moves(1.5)); show(moves(1.5s0)); show(moves([a])(1));

define incs(i);
    lvars i;
    i + 1 -> i; show(i);
    i + -3 -> i; show(i);
    i + 2047 -> i; show(i);
    i + 3000 -> i; show(i);
enddefine;
incs(5); incs(2**61 - 2); incs(1.5); incs(2.5s0); incs(1_/3); incs(2**70);

define adds(x, y);
    lvars x, y, z;
    identfn(x) + y -> z; show(z);
    identfn(x) - y -> z; show(z);
    identfn(x) * y -> z; show(z);
enddefine;
adds(2, 3); adds(2**61 - 1, 1); adds(- 2**61, 1); adds(2**40, 2**40);
adds(1.5, 0.25); adds(1.5s0, 0.25); adds(1.5, 3); adds(1_/2, 1.0);
adds(1.0e38, 1.0e38); adds(1.0e-38, 1.0e-38); adds(0.0, -0.0);

define muladd(a, b, c);
    lvars a, b, c;
    show(identfn(a) + b * c);
    show(identfn(a) - b * c);
enddefine;
muladd(1, 2, 3); muladd(2**61 - 7, 2, 3); muladd(1, 2**40, 2**40);
muladd(- 2**61, 2**30, 2**31);
muladd(1.0, 2.0, 3.0); muladd(0.1, 0.2, 0.3); muladd(1.0e-20, 1.0e20, 1.0e20);
muladd(1.0e38, 1.0e38, 1.0e-38); muladd(1.0, 1.0e200, 1.0e-300);
muladd(1.0, 2.0s0, 3.0); muladd(1.0s0, 2.0s0, 3.0s0); muladd(1_/3, 2, 0.5);
muladd(0.0, -0.0, 5.0); muladd(-0.0, 0.0, 1.0);
define mul3(x, y, z);
    lvars x, y, z;
    show(identfn(x) * y * z);
enddefine;
mul3(2, 3, 4); mul3(2**30, 2**30, 2); mul3(2**40, 2**30, 1); mul3(2, 2**30, 2**31);
mul3(-1, 2**61 - 1, -1); mul3(- 2**61, -1, 1); mul3(2.0, 0.1, 0.7);
mul3(1.0e30, 1.0e30, 1.0e-30); mul3(1.0e-30, 1.0e-30, 1.0e70); mul3(2, 1.5s0, 2.0);
mul3(1_/3, 3, 0.5); mul3(-0.0, 1.0, 2.0);
true -> popdprecision;
mul3(2.0, 0.1, 0.7); mul3(1.0e30, 1.0e30, 1.0e-30); mul3(1.0e100, 1.0e100, 1.0e-180);
mul3(1.0e-100, 1.0e-100, 1.0e210); mul3(2.0, 1.5s0, 2.0); mul3(-0.0, 1.0, 2.0);
muladd(1.0, 2.0, 3.0); muladd(0.1, 0.2, 0.3); muladd(1.0, 2.0s0, 3.0);
muladd(1.0e-20, 1.0e20, 1.0e20); muladd(1.0, 1.0e200, 1.0e-300);
muladd(1.0e38, 1.0e38, 1.0e-38); muladd(0.0, -0.0, 5.0);
adds(1.5, 0.25); adds(1.0e38, 1.0e38); incs(1.5);
"ddecimal" -> popdprecision;
muladd(1.0, 2.0, 3.0); muladd(1.0s0, 2.0s0, 3.0s0); adds(1.5s0, 0.25s0);
