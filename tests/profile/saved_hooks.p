;;; A saved run holds the run as its views show it: with HELP PROFILE's
;;; recipe for leaving out the system's procedures (profile_include false
;;; for what is not in the heap), the loaded run has no rows for them
;;; either (its procedures are stand-ins, all in the heap: the hook's
;;; decision cannot be made again for them), so its report is the run's.
uses profile;
3 -> profile_tick_every;
true -> profile_count_all;
true -> profile_call_counts;
true -> profile_alloc;
false -> profile_show_max;
[^profile_gc_item null] -> profile_exclude_list;
define profile_include(pdr);
    isinheap(pdr) and pdprops(pdr)
enddefine;
define work();
    lvars i, l = [];
    for i to 20 do
        conspair(i, l) -> l;
        i >< '' -> ;
        hd(l) ->
    endfor;
    syssort(l, nonop <) ->
enddefine;
define driver(); work(); work() enddefine;
;;; the report as a string
define report();
    lvars acc = [];
    define dlocal cucharout(c); c :: acc -> acc enddefine;
    profile_report_last();
    consstring(explode(rev(acc)), length(acc))
enddefine;
define profile_report(cpu, gc, counts, active); enddefine;
profile driver();
profile_print -> profile_report;
lvars run_report = report();
profile_save('saved_hooks.run');
profile_load('saved_hooks.run');
lvars loaded_report = report();
pr(run_report);
[loaded report the same ^(loaded_report = run_report)] =>
unless loaded_report = run_report then pr(loaded_report) endunless;
