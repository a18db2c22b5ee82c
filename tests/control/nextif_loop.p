lvars i;
for i from 1 to 6 do
    nextif(i mod 2 == 0);
    i =>
endfor;
