;;; Bytes per allocation site (line) with profile_alloc, in the same run as
;;; time: code compiled with counters (profile_line_counts) charges each
;;; allocation to its line; a line allocating a known number of pairs gets
;;; exactly that many pairs' bytes (a built-in's allocation is its
;;; caller's line), a line allocating nothing gets 0.
uses profile;
1000 -> profile_tick_every;
lvars dev = discout('al_demo.p');
appdata('define al_pairs(n);\n\s\slvars i, l = [];\n'
        <> '\s\sfor i from 1 to n do\n'
        <> '\s\s\s\sconspair(i, l) -> l\n'
        <> '\s\sendfor;\n'
        <> '\s\sinitv(n) -> ;\n'
        <> '\s\srepeat n times l -> endrepeat;\n'
        <> '\s\sl\nenddefine;\n', dev);
dev(termin);
true -> profile_line_counts;
pop11_compile('al_demo.p');
false -> profile_line_counts;
;;; the sizes of a pair and of a vector of 1000, by the heap's own counter
define bytes_of(p);
    lvars h0 = sys_heap_allocated();
    p();
    sys_heap_allocated() - h0
enddefine;
lvars pair = bytes_of(procedure; conspair(1, 2) -> endprocedure),
      vec = bytes_of(procedure; initv(1000) -> endprocedure);
true -> profile_alloc;
profile al_pairs(1000) -> ;
false -> profile_alloc;
profile_line_bytes('al_demo.p', 4) = 1000 * pair =>
profile_line_bytes('al_demo.p', 6) = vec =>
profile_line_bytes('al_demo.p', 7), profile_line_bytes('al_demo.p', 5) =>
;;; the same bytes as the built-ins' rows of the report
profile_bytes(conspair) = 1000 * pair, profile_bytes(initv) = vec =>
