lvars t;
for t on [1 2 3] do t => endfor;
