;;; A mishap in the middle of compiling nested procedures: what the compiler
;;; had allocated (code, constants, labels and their jumps, line tables, the
;;; procedures being compiled, the syntax words on the DOING line) is freed
;;; with it (the ASan build's LeakSanitizer fails this test otherwise).
define outer(x);
    lvars i, s = 0;
    define lconstant inner(y);
        lvars j;
        for j from 1 to y do
            if j > 3 then goto done endif;
            s + j -> s;
        endfor;
        done:
        [% y, {% s, y %} %]
    enddefine;
    if x then
        inner(x) -> (i, s)
    elseif x == 0 then
        while i < 10 do i + 1 -> i
