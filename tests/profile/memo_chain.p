;;; sys_profile_memo_chain (count-all's fast path): a tick is charged in C
;;; only while the call chain is the one the last sys_profile_chain call
;;; returned; the next sys_profile_chain says how many such "steady" ticks
;;; there were.  Deterministic tick: one every 100 safe points.
lvars calls = 0, steady = 0, base = sys_callstack_depth(),
      counts = newproperty([], 8, 0, "perm"),
      memo = newproperty([], 8, false, "perm"),
      active = newproperty([], 8, 0, "perm");
define spin(n); lvars i; for i from 1 to n do endfor enddefine;
define twice(n); spin(n); spin(n) enddefine;
define noop(); enddefine;
define calling(n); lvars i; for i from 1 to n do noop() endfor enddefine;
define handler(n);
    lvars (valid, fresh, st) = sys_profile_chain(base);
    calls + 1 -> calls;
    steady + st -> steady;
enddefine;
define run(p, n);
    0 -> calls; 0 -> steady; clearproperty(counts);
    sys_profile_start(handler, 10000, 100);
    sys_profile_memo_chain(memo, counts, active);
    p(n);
    sys_profile_stop();
    lvars (valid, fresh, st) = sys_profile_chain(base);
    [calls ^calls steady ^(steady + st) charged ^(counts("spin_item"))
     ledger ^(sys_profile_ledger()(2))] =>
enddefine;
"spin_item" -> memo(spin);
;;; the first tick finds no chain yet: the handler; the rest in C
run(spin, 10000);
;;; the second call of spin is a new chain: the handler once more
run(twice, 10000);
;;; noop's frame comes and goes between ticks: every tick goes to the
;;; handler, although memo sends noop's ticks on to calling, which has an item
"spin_item" -> memo(calling);
true -> memo(noop);
run(calling, 10000);
;;; sys_profile_memo still charges in C whatever the chain does
define run_flat(p, n);
    0 -> calls; 0 -> steady; clearproperty(counts);
    sys_profile_start(handler, 10000, 100);
    sys_profile_memo(memo, counts);
    p(n);
    sys_profile_stop();
    [calls ^calls charged ^(counts("spin_item"))] =>
enddefine;
run_flat(twice, 10000);
sys_profile_memo_chain(memo, counts, active);
