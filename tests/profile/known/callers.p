;;; Known answer: a leaf under three callers.  leaf runs an empty loop n
;;; times; p, q and r call it with n = K, 2K and 3K, and main calls them
;;; in turn R times.  With a tick at every safe point (an entry or a
;;; loop's backward jump) leaf's own count is R * (3 + 6K), a caller's own
;;; count is its R entries, and its active count adds the calls of leaf it
;;; makes (p: R * (2 + K)); main is active in every sample.  On the CPU
;;; timer (count-all: the intervals are of the active shares) p, q and r
;;; are active 1/6, 2/6 and 3/6 of the time, main all of it (the callers'
;;; own time, a call per K iterations, is below 0.1%).
compile('known_lib.p');
vars K = known_scale(10, 500), R = known_rounds(20, 600);
define leaf(n); repeat n times endrepeat enddefine;
define p(); leaf(K) enddefine;
define q(); leaf(2 * K) enddefine;
define r(); leaf(3 * K) enddefine;
define main(); repeat R times p(); q(); r() endrepeat enddefine;
known_run(main, true, 1,
          [{leaf own ^(R * (3 + 6 * K))} {leaf active ^(R * (3 + 6 * K))}
           {p own ^R} {p active ^(R * (2 + K))}
           {q own ^R} {q active ^(R * (2 + 2 * K))}
           {r own ^R} {r active ^(R * (2 + 3 * K))}
           {main own ^(1 + R)} {main active ^(1 + R * (7 + 6 * K))}
           {leaf calls ^(3 * R)} {p calls ^R} {q calls ^R} {r calls ^R}
           {main calls 1}],
          [{p active ^(1/6)} {q active ^(2/6)} {r active ^(3/6)} {main active 1}]);
