define f(x); x * "two" enddefine;
define g(n); if n == 0 then f(n) else g(n - 1) endif enddefine;
g(3) =>
