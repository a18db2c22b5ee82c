;;; HELP PROFILE's recipe for leaving out the system's procedures: with
;;; profile_include giving false for what is not in the heap, the ticks of
;;; built-ins (here made to tick with profile_tick_builtins) go to the
;;; user's procedure that called them, and only user procedures have rows.
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
false -> profile_show_ledger;
;;; (the GC-stress build collects at every tick: <gc> passes its ticks on)
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
procedure(cpu, gc, counts, active);
    lvars item, n, names = [];
    for item, n in_property counts do item :: names -> names endfor;
    syssort(names, alphabefore) =>
endprocedure -> profile_report;
profile driver();
isinheap(work), isinheap(syssort), isinheap(nonop ><), isinheap(conspair) =>
