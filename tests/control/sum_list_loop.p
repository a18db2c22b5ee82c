define sum(l) -> s;
    lvars x, s = 0;
    for x in l do s + x -> s endfor
enddefine;
sum([1 2 3 4 5]) =>
