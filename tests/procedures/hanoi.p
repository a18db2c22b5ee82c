define hanoi(n, a, b, c);
    if n > 0 then
        hanoi(n - 1, a, c, b);
        [move ^n from ^a to ^b] =>
        hanoi(n - 1, c, b, a)
    endif
enddefine;
hanoi(2, "x", "y", "z");
