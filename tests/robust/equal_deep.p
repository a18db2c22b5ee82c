;;; heavy (GC stress: a collection at each of its 10^4 allocations). `=` recurses into heads: 12272 nested lists compare, 12273 exceed pop_callstack_lim
define deep(n); lvars n, l = []; repeat n times [^l] -> l endrepeat; l enddefine;
define deepv(n); lvars n, l = {}; repeat n times {^l 1} -> l endrepeat; l enddefine;
deep(12272) = deep(12272) =>
deepv(16362) = deepv(16362) =>
deep(12273) = deep(12273) =>
