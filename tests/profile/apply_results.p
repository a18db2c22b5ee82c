;;; profile_apply leaves the profiled procedure's results on the stack.
uses profile;
1000 -> profile_tick_every;
false -> profile_show_ledger;
define sum(a, b); lvars i; repeat 1000 times endrepeat; a + b enddefine;
profile_apply(3, 4, sum) =>
