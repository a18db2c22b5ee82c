;;; Call arcs (gprof's): with profile_call_counts, each caller -> callee
;;; arc counted exactly in profile_call_arcs (caller -> callee -> calls),
;;; and the calls shown on the call graph's edges.
uses profile;
1000 -> profile_tick_every;
define leaf(n); n + 1 enddefine;
define mid(n); lvars i; for i from 1 to n do leaf(i) -> endfor enddefine;
define top();
    lvars k;
    for k from 1 to 30 do mid(100); leaf(k) -> endfor;
    mid(7)
enddefine;
true -> profile_call_counts;
true -> profile_show_callgraph;
profile top();
profile_call_arcs(top)(mid), profile_call_arcs(top)(leaf), profile_call_arcs(mid)(leaf) =>
profile_calls(leaf), profile_calls(mid) =>
profile_call_arcs(top)(leaf) + profile_call_arcs(mid)(leaf) = profile_calls(leaf) =>
