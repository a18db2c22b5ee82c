define f();
    lvars k = 0;
    loop:
    k + 1 -> k;
    if k < 3 then goto loop endif;
    k
enddefine;
f() =>
