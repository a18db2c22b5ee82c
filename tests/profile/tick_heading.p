;;; A run with a deterministic tick has no CPU time to report: its heading
;;; gives its ticks and what a tick is (safe points), and so do its ledger
;;; line and the chart of profile_graphical, instead of a CPU time made up
;;; from the ticks.  A CPU-timed run keeps Poplog's CPU time line
;;; (poplog_exact.sh).
uses profile;
define spin(); repeat 3000 times endrepeat enddefine;
1000 -> profile_tick_every;
profile spin();
;;; every safe point
1 -> profile_tick_every;
false -> profile_show_ledger;
profile spin();
;;; a report of one's own that prints the standard heading
define profile_report(cpu, gc, counts, active);
    profile_print_heading(cpu, gc, counts("spin"));
    profile_print_ledger(profile_report_ledger)
enddefine;
500 -> profile_tick_every;
profile spin();
;;; the chart
uses profile_graphical;
profile spin();
