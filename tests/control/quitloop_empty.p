;;; quitloop() and nextloop() with empty brackets: the innermost loop
lvars i, j, n = 0;
for i from 1 to 3 do quitloop(); endfor;
i =>
for i from 1 to 3 do
    for j from 1 to 3 do
        if j == 2 then nextloop() endif;
        if j == 3 then quitloop() endif;
        n + 1 -> n
    endfor
endfor;
n =>
