;;; Statistics of a report timed by the CPU clock (help profile, section
;;; 2): profile_share_interval gives the 95% interval (Wilson score) of a
;;; share of samples; the standard report lists each row's interval and
;;; groups the rows that are within noise of each other.  A deterministic
;;; run has no sampling noise and gets no intervals.
uses profile;
2 -> pop_pr_places;
profile_share_interval(50, 100) =>
profile_share_interval(0, 10) =>
profile_share_interval(10, 10) =>
profile_share_interval(1, 1000) =>
;;; counts outside 0..n are taken as 0 or n
profile_share_interval(12, 10) =>
;;; the report of given counts, as a report procedure would print it:
;;; of 400 samples, 140 and 120 are within noise of each other; 100
;;; overlaps 120 but not 140, and starts the next group
vars counts = newproperty([[a 120] [b 100] [c 140] [d 30] [e 10]], 8, 0, "perm");
profile_print(400, 0, counts, false);
;;; count-all: the intervals are those of the active share
vars active = newproperty([], 8, 0, "perm");
define p1(); enddefine; define p2(); enddefine;
400 -> active(p1); 200 -> active(p2);
newproperty([[p1 200] [p2 200]], 8, 0, "perm") -> counts;
profile_print(400, 0, counts, active);
false -> profile_show_intervals;
profile_print(400, 0, counts, active);
true -> profile_show_intervals;
;;; a deterministic run: no intervals
1000 -> profile_tick_every;
define busy(); repeat 30000 times endrepeat enddefine;
profile busy();
