define muladd(a, b, c);
    lvars a, b, c;
    identfn(a) + b * c =>
enddefine;
muladd(1, "b", 3);
