;;; heavy
;;; The ledger's account of the profiler's own time (help profile, section
;;; 7): sys_profile_ledger() has it in microseconds as its sixth element; a
;;; run timed by the CPU clock prints it with its share of the CPU time, a
;;; deterministic run leaves it out.
uses profile;
false -> profile_show_ledger;
define spin(n);
    lvars i, s = 0;
    for i from 1 to n do (s + i) && 16:FFFF -> s endfor;
    s
enddefine;
define profile_report(cpu_time, gc_time, counts, active_counts);
enddefine;

;;; a real run: ticks were charged and the profiler's share is small
10000 -> profile_interval;
profile_apply(procedure; spin(20000000) -> endprocedure);
lvars v = sys_profile_ledger();
datalength(v) =>
v(2) > 0 =>
v(6) >= 0 =>
;;; under 5% of the CPU time (it is of the order of 0.05%)
v(6) < v(5) * 10000 * 0.05 =>

;;; the line itself, from given figures
profile_print_ledger({200 200 0 0 200 410});
profile_print_ledger({3 3 1 0 0 25});
1000 -> profile_tick_every;
profile_print_ledger({200 200 0 0 200 410});
