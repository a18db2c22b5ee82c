lvars i, j;
for i from 1 to 3 do
    for j from i to 3 do [^i ^j] => endfor
endfor;
