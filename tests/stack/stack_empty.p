define f(x); x enddefine;
f() =>
