apply(3, 4, nonop +) =>
define f(x); x * 2 enddefine;
apply(5, f) =>
