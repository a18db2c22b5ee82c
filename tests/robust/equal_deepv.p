;;; heavy (GC stress: a collection at each of its 10^4 allocations). `=` recurses into vector elements: 16363 nested vectors exceed pop_callstack_lim
define deepv(n); lvars n, l = {}; repeat n times {^l 1} -> l endrepeat; l enddefine;
deepv(16363) = deepv(16363) =>
