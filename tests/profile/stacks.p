;;; Stack samples (profile_last_run("stacks")) on the deterministic tick: every
;;; tick of the run is in exactly one sample, each sample is a real call
;;; path, and a deep recursion gives one long stack, not one per tick.
;;; A frame shows the line of the call it is making (fib:13 calls fib on
;;; line 13, main:15 calls fib or busy on line 15, the profile macro its
;;; procedure on line 32), the last frame none.
uses profile;
false -> profile_show_ledger;
0 -> profile_show_max;
false -> poplinewidth; false -> poplinemax;
50 -> profile_tick_every;

define fib(n); if n < 2 then n else fib(n-1) + fib(n-2) endif enddefine;
define busy(); lvars i, x = 0; for i from 1 to 20000 do x + i * 2 -> x endfor enddefine;
define main(); fib(15) -> ; busy() enddefine;

define show_stacks();
    lvars s, i, f, total = 0;
    for s in profile_last_run("stacks") do
        s(1) -> f;
        for i from 1 to datalength(f) do
            pr(if isprocedure(f(i)) then pdprops(f(i)) else f(i) endif);
            if s(2)(i) > 0 then pr(":"); pr(s(2)(i)) endif;
            if i < datalength(f) then pr(";") endif
        endfor;
        pr(' '); pr(s(3)); nl(1);
        total + s(3) -> total
    endfor;
    [total ^total charged % sys_profile_ledger()(2) %] =>
enddefine;

profile main();
show_stacks();

;;; profile_apply of a named procedure: it is the first frame
profile_apply(busy);
show_stacks();

;;; 3000 frames deep, then a loop: one stack of 3001 frames
define deep(n);
    lvars i;
    if n == 0 then for i from 1 to 5000 do endfor else deep(n - 1) endif
enddefine;
profile_apply(deep(% 3000 %));
;;; (on the way down a tick every 50 calls: one stack each)
lvars s, deepest = hd(rev(profile_last_run("stacks")));
[samples % length(profile_last_run("stacks")) % deepest % datalength(deepest(1)),
    deepest(3), pdprops(deepest(1)(3001)) %] =>

;;; memory follows the distinct stacks, not the run's length: a run four
;;; times as long has the same stacks, each with about four times the ticks
define loop(n); lvars i; for i from 1 to n do endfor enddefine;
define twice(n); loop(n); loop(n) enddefine;
profile_apply(twice(% 5000 %));
lvars short = profile_last_run("stacks");
profile_apply(twice(% 20000 %));
lvars long = profile_last_run("stacks");
[% length(short), length(long),
   for s in short do s(3) endfor, for s in long do s(3) endfor %] =>
