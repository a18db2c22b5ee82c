;;; profile_heap_after_gc: a profile run with it true takes a snapshot of
;;; the live heap after each collection (the run's own sysgarbage()s
;;; here, and any automatic ones): the last one kept (a tenth of the
;;; lists built at line 2 live, exactly, as profile_line_bytes counts
;;; them), and the growth from the first to the last (the cache's 50
;;; pairs at line 11, everything kept at line 2).  The heap is tracked
;;; only for the run; with it false nothing is noted.
uses profile;
1000 -> profile_tick_every;
lvars dev = discout('hg_demo.p');
appdata('define hg_build(n);\n\s\s[% lvars i; for i from 1 to n do i endfor %]\nenddefine;\n'
        <> 'vars hg_kept = [], hg_cache = [];\n'
        <> 'define hg_run(k);\n\s\slvars j, l;\n'
        <> '\s\ssysgarbage();\n'
        <> '\s\sfor j from 1 to k do\n'
        <> '\s\s\s\shg_build(10) -> l;\n'
        <> '\s\s\s\sif j mod 10 == 0 then l :: hg_kept -> hg_kept endif;\n'
        <> '\s\s\s\sif j mod 2 == 0 then conspair(j, hg_cache) -> hg_cache endif\n'
        <> '\s\sendfor;\n'
        <> '\s\ssysgarbage()\nenddefine;\n', dev);
dev(termin);
true -> profile_line_counts;
pop11_compile('hg_demo.p');
false -> profile_line_counts;
define bytes_of(p) -> n;
    lvars h0 = sys_heap_allocated();
    p();
    sys_heap_allocated() - h0 -> n
enddefine;
lvars pair = bytes_of(procedure; conspair(1, 2) -> endprocedure);

;;; off: nothing kept
profile hg_run(10);
profile_heap_gc_snapshot, profile_heap_gc_growth, profile_heap_gc_count =>

[] ->> hg_kept -> hg_cache;
true -> profile_heap_after_gc;
true ->> profile_alloc -> profile_call_counts;
profile hg_run(100);
false ->> profile_alloc -> profile_call_counts;
false -> profile_heap_after_gc;
sys_heap_track() =>
profile_heap_gc_count >= 2 =>
lvars bytes, objects, row;
profile_heap_live(profile_heap_gc_snapshot, 'hg_demo.p', 2) -> (bytes, objects);
;;; 10 lists of 10 pairs live of the 100 built
objects, bytes * 10 = profile_line_bytes('hg_demo.p', 2) =>
profile_heap_live(profile_heap_gc_snapshot, 'hg_demo.p', 11) -> (bytes, objects);
objects, bytes = 50 * pair =>
;;; the growth: the cache's pairs and the kept lists
[% for row in profile_heap_gc_growth do
       if member(row(1), ['hg_demo.p:2' 'hg_demo.p:11']) then [% row(1), row(3) %] endif
   endfor %] =>
profile_last_run("heap_gc_snapshot") == profile_heap_gc_snapshot =>
