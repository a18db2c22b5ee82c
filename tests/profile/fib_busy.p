;;; fib(25) and a busy loop: the program of the export tests
define fib(n); if n < 2 then n else fib(n - 1) + fib(n - 2) endif enddefine;
define busy(n); lvars i, x = 0; for i from 1 to n do x + i * 2 -> x endfor enddefine;
define fib_and_busy(n, m); fib(n) -> ; busy(m) enddefine;
