;;; heavy (with profile_tick_builtins a collection is a tick: the GC-stress
;;; build, which collects at every safe point, has other counts)
;;; profile_apply's own work before the action starts and after it returns
;;; (starting the counts, collecting them, building the run's tables) is
;;; never charged to the program: with profile_tick_builtins every call of
;;; a built-in is where a tick falls due, and none of profile_apply's is in
;;; the report; with count-all the procedure the action calls is active
;;; during every tick.
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
define work(n);
    lvars i, l = [];
    for i from 1 to n do conspair(i, l) -> l endfor;
    newproperty([], 8, 0, "perm") ->;
    l
enddefine;
define driver(); lvars k; for k from 1 to 20 do work(k) -> endfor enddefine;
define profile_report(cpu_time, gc_time, counts, active_counts);
    lvars item, n, total = 0;
    [% for item, n in_property counts do total + n -> total; item endfor %]
        -> item;
    syssort(item, alphabefore) =>
    if active_counts then
        [driver active ^(active_counts("driver") * 100 / total) percent] =>
    endif
enddefine;
profile driver();
true -> profile_count_all;
profile driver();
true -> profile_call_counts;
true -> profile_alloc;
profile driver();
