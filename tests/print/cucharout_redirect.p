vars chars = [];
define collect(c); c :: chars -> chars enddefine;
define capture(x);
    dlocal cucharout = collect;
    pr(x)
enddefine;
capture([ab]);
rev(chars) =>
