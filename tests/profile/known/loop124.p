;;; Known answer: one loop body run 1:2:4 times from three procedures.
;;; a, b and c run the same empty loop K, 2K and 4K times; main calls them
;;; in turn R times.  A safe point is a procedure's entry or a backward
;;; jump of a loop, so with a tick at every safe point a call of a has
;;; 1 + K of them, and main 1 + R: those are the own counts, and every
;;; procedure is called as often as main's loop says.  On the CPU timer
;;; their shares of the time are 1/7, 2/7 and 4/7 (main's own share, a
;;; call per K iterations, is left out: it is below 0.1%).
compile('known_lib.p');
vars K = known_scale(10, 200), R = known_rounds(30, 1000);
define a(); repeat K times endrepeat enddefine;
define b(); repeat 2 * K times endrepeat enddefine;
define c(); repeat 4 * K times endrepeat enddefine;
define main(); repeat R times a(); b(); c() endrepeat enddefine;
known_run(main, false, 1,
          [{a own ^(R * (1 + K))} {b own ^(R * (1 + 2 * K))}
           {c own ^(R * (1 + 4 * K))} {main own ^(1 + R)}
           {a calls ^R} {b calls ^R} {c calls ^R} {main calls 1}],
          [{a own ^(1/7)} {b own ^(2/7)} {c own ^(4/7)}]);
