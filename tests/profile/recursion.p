;;; Inclusive (active) percentages never exceed 100 under recursion.
uses profile;
997 -> profile_tick_every;   ;;; odd, so ticks do not alias with the even/odd alternation
true -> profile_count_all;
define fib(n); if n < 2 then n else fib(n - 1) + fib(n - 2) endif enddefine;
define odd(n); enddefine;
define even(n); if n == 0 then true else odd(n - 1) endif enddefine;
define odd(n); if n == 0 then false else even(n - 1) endif enddefine;
define run(); erase(fib(20)); repeat 200 times erase(even(300)) endrepeat enddefine;
profile run();
