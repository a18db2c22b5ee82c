;;; Known answer, GC-heavy: a, b and c run the same loop, which makes a
;;; list of three elements and drops it, K, 2K and 4K times; main calls
;;; them in turn R times.  With a tick at every safe point (an entry or a
;;; loop's backward jump; a collection is none) the counts are those of
;;; loop124.p.  On the CPU timer much of the time goes to collections:
;;; their samples are charged to <gc>, with the procedure that was
;;; allocating active under it, so with count-all (the intervals are of
;;; the active shares) a, b and c are active 1/7, 2/7 and 4/7 of the time,
;;; collections included (each allocates the same per iteration), and
;;; main all of it.
compile('known_lib.p');
vars K = known_scale(10, 100), R = known_rounds(30, 100);
define a(); repeat K times [1 2 3] -> endrepeat enddefine;
define b(); repeat 2 * K times [1 2 3] -> endrepeat enddefine;
define c(); repeat 4 * K times [1 2 3] -> endrepeat enddefine;
define main(); repeat R times a(); b(); c() endrepeat enddefine;
known_run(main, true, 1,
          [{a own ^(R * (1 + K))} {a active ^(R * (1 + K))}
           {b own ^(R * (1 + 2 * K))} {b active ^(R * (1 + 2 * K))}
           {c own ^(R * (1 + 4 * K))} {c active ^(R * (1 + 4 * K))}
           {main own ^(1 + R)} {main active ^(1 + R * (4 + 7 * K))}
           {a calls ^R} {b calls ^R} {c calls ^R} {main calls 1}],
          [{a active ^(1/7)} {b active ^(2/7)} {c active ^(4/7)} {main active 1}]);
