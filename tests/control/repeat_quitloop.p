lvars k = 0;
repeat
    k + 1 -> k;
    if k == 3 then quitloop endif
endrepeat;
k =>
