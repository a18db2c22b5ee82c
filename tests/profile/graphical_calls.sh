# Bug 17 of issue 30: with exact counts on, the chart (LIB
# PROFILE_GRAPHICAL) listed the rows that had calls but no tick, with
# empty bars and 0 0.0, and no Calls column to say why they were there.
# It has the standard report's columns for the exact counts: Calls
# (profile_call_counts), flat and count-all, and Bytes (profile_alloc).
# Deterministic tick: the figures are exact (the heading's time line is
# left out: it is not this test's business).
cat > "$TMPDIR/g.p" << 'END'
uses profile;
uses profile_graphical;
1000 -> profile_tick_every;
false -> profile_show_ledger;
60 -> profile_graph_width;
true -> profile_call_counts;
define tiny(); enddefine;
define spin(n); repeat n times endrepeat enddefine;
define helper(); repeat 20000 times endrepeat enddefine;
define main(); spin(100000); helper(); repeat 5 times tiny() endrepeat enddefine;
profile main();
true -> profile_count_all;
profile main();
;;; own bytes too, flat
false -> profile_count_all;
true -> profile_alloc;
define maker(); repeat 3 times initv(10) -> endrepeat enddefine;
define main2(); spin(100000); maker(); repeat 5 times tiny() endrepeat enddefine;
profile main2();
END
"$POP11" "$TMPDIR/g.p" | grep -v '^CPU time'
