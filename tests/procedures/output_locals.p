define minmax(a, b) -> (lo, hi);
    if a < b then a, b else b, a endif -> (lo, hi)
enddefine;
minmax(7, 3) =>
define g(x) -> x; x * 2 -> x enddefine;
g(21) =>
