;;; Two procedures of one name (local procedures, each walk) have one row,
;;; as their own ticks have one count: in count-all its active count is
;;; the ticks during which one or both were active, each tick once, though
;;; the two recurse into each other; their calls add up under the
;;; name.  A built-in that a local procedure of its name calls (the tick
;;; charged to it while that procedure is active) is counted once too.
;;; Deterministic tick: one every 100 safe points, then built-ins too.
uses profile;
false -> profile_show_max;
100 -> profile_tick_every;
true -> profile_count_all;
vars procedure (first_walk, second_walk);
define spin(n); repeat n times endrepeat enddefine;
lblock
    define lconstant walk(n);
        repeat 1000 times endrepeat;
        spin(700);
        if n > 0 then second_walk(n - 1) endif
    enddefine;
    walk -> first_walk;
endlblock;
lblock
    define lconstant walk(n);
        repeat 500 times endrepeat;
        if n > 0 then first_walk(n - 1) endif
    enddefine;
    walk -> second_walk;
endlblock;
define driver(); repeat 3 times spin(2000); first_walk(9) endrepeat enddefine;
profile driver();

;;; the rows by name, and the run's tables
define show(name);
    lvars row, (rows, total) = profile_report_rows(profile_last_run("counts"),
                                                   profile_last_run("active_counts"));
    [% for row in rows do if row(1) = name then row endif endfor %] =>
    [active ^(profile_last_run("active_counts")(name))] =>
enddefine;
show("walk");
true -> profile_call_counts;
profile driver();
show("walk");
profile_by_name(profile_calls)("walk") =>

;;; saved and loaded: the same report
profile_save('same_name_rows.run');
profile_load('same_name_rows.run');
profile_report_last();
sysdelete('same_name_rows.run') ->;

;;; a local hd calling the built-in: with the built-ins ticking, the
;;; built-in's ticks fall while the local one is active; one row, active
;;; during the ticks with hd on the chain, each once
false -> profile_call_counts;
1 -> profile_tick_every;
true -> profile_tick_builtins;
;;; (only the row of the local and the built-in hd is shown)
procedure(cpu, gc, counts, active); endprocedure -> profile_report;
vars list = [1 2 3];
lblock
    lconstant real_hd = hd;
    define lconstant hd(l);
        repeat 3 times endrepeat;
        real_hd(l)
    enddefine;
    define heads(n);
        repeat n times hd(list) -> endrepeat
    enddefine;
endlblock;
profile heads(200);
;;; (collections tick too in a GC-stress build, while hd is active: its
;;; active count is checked against the stacks sampled, the ticks with a
;;; frame of hd)
define ticks_under(name) -> n;
    lvars s, i;
    0 -> n;
    for s in profile_last_run("stacks") do
        for i from 1 to datalength(s(1)) do
            if isprocedure(s(1)(i)) and pdprops(s(1)(i)) == name then
                n + s(3) -> n;
                quitloop
            endif
        endfor
    endfor
enddefine;
lvars row, (rows, total) = profile_report_rows(profile_last_run("counts"),
                                               profile_last_run("active_counts"));
[rows ^(length([% for row in rows do if row(1) == "hd" then row endif endfor %]))
 own ^(profile_last_run("counts")("hd"))
 active_as_sampled ^(profile_last_run("active_counts")("hd") = ticks_under("hd"))] =>
