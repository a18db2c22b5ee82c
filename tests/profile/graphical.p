;;; LIB PROFILE_GRAPHICAL on output that is not a terminal, deterministic
;;; tick: the chart in plain ASCII (# for a procedure's own ticks, - for
;;; the rest of its active time), then in Unicode blocks (eighth blocks
;;; end a bar) when asked for, flat and count-all, at a set width; a bar
;;; is as long as the widest bar times its count over the largest count.
;;; false -> profile_graphical gives the standard table back.
uses profile;
uses profile_graphical;
1000 -> profile_tick_every;
false -> profile_show_ledger;
60 -> profile_graph_width;
define spin(n); repeat n times endrepeat enddefine;
define helper(); repeat 20000 times endrepeat enddefine;
define main(); spin(100000); helper(); spin(3000) enddefine;
profile main();
true -> profile_count_all;
profile main();
"unicode" -> profile_graph_style;
profile main();
false -> profile_count_all;
40 -> profile_graph_width;
profile main();
;;; the report of the last run is the chart too
1 -> profile_show_max;
profile_report_last();
false -> profile_graphical;
profile_report_last();
