define classify(x);
    if x < 3 then "small" else "big" endif
enddefine;
classify(2) =>
classify(3) =>
classify(-5) =>
classify(2.5) =>
classify(3.0) =>
classify(5/2) =>
classify(10**30) =>
classify(-(10**30)) =>
define count(n);
    lvars i = 0;
    while i < 5 do i + 1 -> i endwhile;
    i
enddefine;
count(0) =>
define lab(x);
    ;;; a label right after the comparison: the jump must not be fused into it
    lvars r = x < 3;
    if r then 1 else 2 endif
enddefine;
lab(1) =>
lab(7) =>
define f(x); x < 3 and x > 0 enddefine;
f(1), f(0), f(4) =>
define g(x); unless x < 3 then "no" else "yes" endunless enddefine;
g(1), g(3) =>
classify("a") =>
