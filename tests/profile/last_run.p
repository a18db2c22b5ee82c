;;; profile_last_run keeps the run after profile_apply ends: its counts,
;;; active counts (both by item: the name), times and ledger; profile_report_last prints its report
;;; again.  Deterministic tick: one every 1000 safe points.
uses profile;
profile_last_run =>
1000 -> profile_tick_every;
true -> profile_count_all;
define spin(n); repeat n times endrepeat enddefine;
define outer(); spin(100000); spin(50000) enddefine;
profile outer();
lvars run = profile_last_run;
run("counts")("spin") =>
run("active_counts")("outer") =>
run("active_counts")("spin") =>
run("cpu_time"), run("gc_time"), run("interval"), run("tick_every") =>
run("ledger")(1), run("ledger")(2) =>
run("samples") =>
3 -> profile_show_max;
profile_report_last();
false -> profile_last_run;
profile_report_last();
