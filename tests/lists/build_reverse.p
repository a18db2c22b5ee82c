define build(n) -> l;
    lvars i, l = [];
    for i from n by -1 to 1 do i :: l -> l endfor
enddefine;
build(5) =>
rev(build(5)) =>
