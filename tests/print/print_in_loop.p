1, 2;
lvars i;
for i from 1 to 2 do i => endfor;
=>
