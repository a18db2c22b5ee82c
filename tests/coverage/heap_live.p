;;; heavy
;;; The live heap by allocation site (profile_heap_track,
;;; profile_heap_snapshot): a program that keeps every 10th list it builds
;;; has a tenth of that line's allocated bytes still live, exactly; a
;;; growing cache shows as growth between snapshots, by the same amount
;;; each time; the live objects by data key.
uses profile;
1000 -> profile_tick_every;
lvars dev = discout('hs_demo.p');
appdata('define hs_build(n);\n\s\s[% lvars i; for i from 1 to n do i endfor %]\nenddefine;\n'
        <> 'vars hs_kept = [], hs_cache = [];\n'
        <> 'define hs_run(k);\n\s\slvars j, l;\n'
        <> '\s\sfor j from 1 to k do\n'
        <> '\s\s\s\shs_build(100) -> l;\n'
        <> '\s\s\s\sif j mod 10 == 0 then l :: hs_kept -> hs_kept endif\n'
        <> '\s\sendfor\nenddefine;\n'
        <> 'define hs_grow(k);\n\s\slvars j;\n'
        <> '\s\sfor j from 1 to k do\n'
        <> '\s\s\s\sconspair(j, hs_cache) -> hs_cache\n\s\sendfor\nenddefine;\n', dev);
dev(termin);
true -> profile_line_counts;
pop11_compile('hs_demo.p');
false -> profile_line_counts;
profile_heap_track =>
true -> profile_alloc;
true -> profile_heap_track;
profile hs_run(1000);
lvars s1 = profile_heap_snapshot(), bytes, objects;
profile_heap_live(s1, 'hs_demo.p', 2) -> (bytes, objects);
;;; a tenth of the lists built at line 2 are live: 100 lists of 100 pairs
objects, bytes * 10 = profile_line_bytes('hs_demo.p', 2) =>
;;; line 9 keeps them: its pairs (100 of them) are live too
profile_heap_live(s1, 'hs_demo.p', 9) -> (bytes, objects);
objects =>
;;; by data key: the pairs of both lines at least
lvars pb, pn;
profile_heap_live(s1, "pair", false) -> (pb, pn);
pn >= 10100 =>
;;; the cache grows by 500 pairs at line 15 each time
hs_grow(500);
lvars s2 = profile_heap_snapshot();
hs_grow(500);
lvars s3 = profile_heap_snapshot();
lvars g1 = profile_heap_growth(s1, s2), g2 = profile_heap_growth(s2, s3);
hd(g1)(1), hd(g1)(3), hd(g2)(1), hd(g2)(3), hd(g1)(2) = hd(g2)(2) =>
;;; what dies is not live: after the kept lists are dropped, none are
[] -> hs_kept;
lvars s4 = profile_heap_snapshot();
profile_heap_live(s4, 'hs_demo.p', 2) =>
false -> profile_heap_track;
false -> profile_alloc;
