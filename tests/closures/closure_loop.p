define adders();
    lvars i, l = [];
    for i from 1 to 3 do
        procedure(x); x + i endprocedure :: l -> l
    endfor;
    l
enddefine;
lvars p;
for p in adders() do p(100) => endfor;
