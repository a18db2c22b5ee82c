lvars v = initv(3), i;
for i from 1 to 3 do i * i -> v(i) endfor;
v =>
consvector(1, 2, 3, 3) =>
