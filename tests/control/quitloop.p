define f();
    lvars i, j;
    for i from 1 to 3 do
        for j from 1 to 3 do
            if j == 2 then nextloop endif;
            if i == 3 then quitloop(2) endif;
            [^i ^j] =>
        endfor
    endfor
enddefine;
f();
