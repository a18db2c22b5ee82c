;;; The annotated source (profile_annotate_file, profile_annotate) of a
;;; file compiled with counters has a column of each line's exact count
;;; (##### for a line never run, blank for no counted code) and, in a run
;;; with profile_alloc, one of the bytes each line allocated; a run
;;; without profile_alloc has no Bytes column, a loaded run neither.
uses profile;
lvars dev = discout('ann_work.p');
appdata('define ann_build(n) -> l;\n\s\slvars i;\n\s\s[] -> l;\n'
        <> '\s\sfor i from 1 to n do\n'
        <> '\s\s\s\sconspair(i, l) -> l\n\s\sendfor;\n'
        <> '\s\sif n < 0 then\n\s\s\s\s"negative" -> l\n\s\sendif\nenddefine;\n', dev);
dev(termin);
true -> profile_line_counts;
pop11_compile('ann_work.p');
false -> profile_line_counts;
define bytes_of(p) -> n;
    lvars h0 = sys_heap_allocated();
    p();
    sys_heap_allocated() - h0 -> n
enddefine;
lvars pair = bytes_of(procedure; conspair(1, 2) -> endprocedure);
1000 -> profile_tick_every;
true -> profile_lines;
true -> profile_alloc;
false -> profile_show_max;
profile ann_build(10000) -> ;
false -> profile_alloc;
profile_line_bytes('ann_work.p', 5) = 10000 * pair =>
profile_annotate_file('ann_work.p');
profile ann_build(100) -> ;
profile_annotate(ann_build);
profile_save('ann.run');
profile_load('ann.run');
profile_annotate(ann_build);
