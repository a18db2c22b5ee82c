;;; Exact call counts (profile_call_counts) under the deterministic tick:
;;; each figure is compared with a count the program keeps itself.
uses profile;
1000 -> profile_tick_every;
vars fib_calls = 0;
define fib(n);
    fib_calls + 1 -> fib_calls;
    if n < 2 then n else fib(n - 1) + fib(n - 2) endif
enddefine;
define heads(l, n);
    lvars x;
    repeat n times hd(l) -> x endrepeat
enddefine;
define adder(a, b); a + b enddefine;
define run();
    fib(20) ->;
    heads([1 2], 100000);
    ;;; a closure counts as a call of its pdpart; an updater is a procedure
    lvars add1 = adder(% 1 %), l = [0];
    repeat 10 times add1(5) -> hd(l) endrepeat;
    ;;; + inlined is no call; applied as a procedure value it is
    applist([1 2 3], nonop +(% 1 %)) -> (,,);
enddefine;
true -> profile_call_counts;
profile run();
profile_calls(fib) = fib_calls =>
profile_calls(fib) =>
profile_calls(hd) =>
profile_calls(adder), profile_calls(updater(hd)) =>
profile_calls(nonop +), profile_calls(applist) =>
;;; the calls of the profiler's own work are not counted
profile_calls(sys_profile_charge) =>
;;; off again: no Calls column, no counts
false -> profile_call_counts;
profile heads([1], 1000);
profile_calls =>
