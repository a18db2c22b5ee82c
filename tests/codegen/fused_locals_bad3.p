define incs(i);
    lvars i;
    i + 1 -> i;
    i =>
enddefine;
incs(1);
incs("i");
