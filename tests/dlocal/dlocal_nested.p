vars depth = 0;
define rec(n);
    dlocal depth = depth + 1;
    if n > 0 then rec(n - 1) else depth endif
enddefine;
rec(4) =>
depth =>
