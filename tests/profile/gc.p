;;; heavy
;;; Ticks during a garbage collection go to the <gc> row (help profile,
;;; section 9): with the deterministic tick and profile_tick_builtins, each
;;; collection is a safe point, charged to profile_gc_item; excluded, its
;;; ticks go to the procedure that made the collection; in count-all <gc>
;;; and that procedure are active.  The report's GC time is the <gc> ticks.
;;; (heavy: the GC-stress build collects at every safe point.)
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
false -> profile_show_ledger;
profile_gc_item =>
define collect(); sysgarbage(); sysgarbage() enddefine;
define spin(n); lvars i; for i from 1 to n do endfor enddefine;
define driver(); repeat 10 times collect(); spin(3) endrepeat enddefine;
profile driver();
[^^profile_exclude_list ^profile_gc_item] -> profile_exclude_list;
profile driver();
[null] -> profile_exclude_list;
true -> profile_count_all;
profile driver();
;;; a report of one's own sees the <gc> item in counts
define profile_report(cpu, gc, counts, active);
    [gc ^gc cpu ^cpu ticks ^(counts(profile_gc_item)) of ^(sys_profile_ledger()(2))] =>
enddefine;
profile driver();
