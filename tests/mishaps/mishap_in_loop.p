lvars i;
for i in [1 2 x] do i + 1 => endfor;
