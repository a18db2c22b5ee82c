;;; heavy (with profile_tick_builtins a collection is a tick: the GC-stress
;;; build, which collects at every safe point, has other counts)
;;; A program may wrap profile_apply, as HELP PROFILE_CHECK's checker
;;; does, by a profile_apply of its own in a section: the profiler's own frames are still its
;;; own, so a tick that falls due in the anonymous procedure of a profile
;;; command (no procedure of the program's is active) is ignored, not
;;; charged to a profile_apply row.  And ticks that fall due in the last
;;; calls of a run, taken only after they, and their callers, have
;;; returned, are in the stack samples with all of their chain: every view
;;; agrees on the procedures active during each tick.
uses profile;
section wrapped;
1 -> profile_tick_every;
true -> profile_tick_builtins;
true -> profile_count_all;
define profile_report(cpu_time, gc_time, counts, active_counts); enddefine;
define work(n);
    lvars i, l = [];
    for i from 1 to n do conspair(i, l) -> l; i * i -> endfor;
    length(l)
enddefine;
define driver(); lvars k; for k from 1 to 30 do work(k) -> endfor enddefine;
lconstant real_apply = profile_apply;
define wrapper(action); real_apply(action) enddefine;
vars procedure profile_apply = wrapper;
profile driver();
real_apply -> profile_apply;
lvars run = profile_last_run, item, n, s, total = 0, with_driver = 0, stack_total = 0;
for item, n in_property run("counts") do total + n -> total endfor;
[rows ^(syssort([% for item, n in_property run("counts") do item endfor %], alphabefore))] =>
[charged ^(run("ledger")(2)) counted ^total ignored ^(run("ledger")(7))] =>
for s in profile_named_stacks(run) do
    stack_total + s(3) -> stack_total;
    if fast_member("driver", datalist(s(1))) then with_driver + s(3) -> with_driver endif
endfor;
[driver active ^(run("active_counts")("driver")) in stacks ^with_driver of ^stack_total] =>
endsection;
