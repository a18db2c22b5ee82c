;;; Call arcs in saved runs (format version 3, HELP PROFILE_SAVED): the
;;; table arcs keeps profile_call_arcs, so the call graph of a reloaded
;;; run shows each edge's calls; merged runs add up their arcs; the arcs
;;; of a procedure that changed between merged runs are those of its stale
;;; rows, marked as they are; a file of version 2 (saved_arcs_v2.run,
;;; written by profile_save before arcs were saved) still loads, with no
;;; arcs.
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
profile top();
profile_save('arcs1.run');

;;; the table in the file: caller, callee (row numbers; 0: no frame), calls
define show_table(file, name);
    lvars dev = discin(file), line, c, show = false;
    repeat
        consstring(#| until (dev() ->> c) == `\n` or c == termin do c enduntil |#) -> line;
        quitif(c == termin);
        if isstartstring('table ', line) then isstartstring('table ' <> name, line) -> show endif;
        if isstartstring('pop11 profile run', line) or show then line => endif
    endrepeat
enddefine;
show_table('arcs1.run', 'arcs');

;;; reloaded: the arcs are the run's, between its stand-ins
profile_load('arcs1.run');
define arc(caller, callee);
    lvars p, v, q, c;
    for p, v in_property profile_last_run("call_arcs") do
        if p and pdprops(p) = caller then
            for q, c in_property v do
                if pdprops(q) = callee then return(c) endif
            endfor
        endif
    endfor;
    0
enddefine;
arc("top", "mid"), arc("top", "leaf"), arc("mid", "leaf") =>
true -> profile_show_callgraph;
profile_report_last();

;;; merged with itself: every arc twice
profile_merge('arcs1.run');
arc("top", "mid"), arc("top", "leaf"), arc("mid", "leaf") =>

;;; mid changed: each version's arcs on its own stale row
define mid(n); lvars i; for i from 1 to n * 2 do leaf(i) -> endfor enddefine;
false -> profile_show_callgraph;
profile top();
profile_merge('arcs1.run');
true -> profile_show_callgraph;
profile_report_last();
profile_save('arcs2.run');
show_table('arcs2.run', 'arcs');

;;; the previous format: loads, no arcs, the call graph without calls
profile_load('saved_arcs_v2.run');
profile_last_run("call_arcs") =>
profile_report_last();
;;; merged with a run that has arcs: a table one run lacks is left out
profile top();
profile_merge('saved_arcs_v2.run');
profile_last_run("call_arcs") =>
