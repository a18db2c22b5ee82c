define f();
    lvars (a, b, c) = (1, 2, 3);
    [^a ^b ^c]
enddefine;
f() =>
