;;; f(a) + b * c names * when the product mishaps, + when the sum does
define muladd(a, b, c);
    lvars a, b, c;
    identfn(a) + b * c =>
enddefine;
muladd(1, 2, 3);
muladd("a", 2, 3);
