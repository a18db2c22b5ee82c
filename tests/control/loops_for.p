lvars i;
for i from 1 to 5 do i => endfor;
for i from 10 by -3 to 1 do i => endfor;
for i in [a b c] do i => endfor;
for i on [a b c] do i => endfor;
lvars x, y;
for x, y in [1 2 3], [a b c] do [^x ^y] => endfor;
