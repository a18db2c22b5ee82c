;;; The ledger line belongs to the standard report (help profile, section
;;; 7): profile_print and the default profile_report print it; a user's own
;;; profile_report prints only what it prints itself, and sees the ledger
;;; in profile_report_ledger.  Deterministic tick: one every 1000 safe points.
uses profile;
1000 -> profile_tick_every;
define busy(); repeat 30000 times endrepeat enddefine;
profile busy();
profile_report_ledger =>
vars standard_report = profile_report;
define profile_report(cpu, gc, counts, active);
    lvars l = profile_report_ledger;
    [own report ^(counts("busy")) ledger ^(l(1)) ^(l(2)) ^(l(3)) ^(l(4))] =>
enddefine;
profile busy();
;;; a report of one's own that calls the standard one gets the ledger too
define profile_report(cpu, gc, counts, active);
    'before' =>
    profile_print(cpu, gc, counts, active);
    'after' =>
enddefine;
profile busy();
;;; the old-style report: the default profile_report adds the ledger
standard_report -> profile_report;
define profile_display(cpu, counts);
    [display ^(counts("busy"))] =>
enddefine;
profile busy();
false -> profile_show_ledger;
profile busy();
