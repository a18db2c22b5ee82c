;;; heavy (GC stress: a collection at each of its 10^4 allocations). copytree recurses into heads: 24000 levels copy; a cyclic key of an
;;; `=` property is hashed, then compared until pop_callstack_lim
define deep(n); lvars n, l = []; repeat n times [^l] -> l endrepeat; l enddefine;
define depth(l); lvars l, n = 0; while ispair(l) do hd(l) -> l; n + 1 -> n endwhile; n enddefine;
vars a = deep(24000), d = copytree(a);
depth(d), d == a, hd(d) == hd(a) =>
vars m = newmapping([], 10, false, true);
vars v = {1 2}; v -> v(1);
3 -> m(v);
m(v) =>
m({1 2}) =>
m(copy(v)) =>
