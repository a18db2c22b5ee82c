;;; deep_lib.p -- compiled by deep.p and deep_small.p (no .out: no test).
;;; Known answer, a deep stack: down recurses D deep, and its last call
;;; runs a, b and c in turn, each an empty loop, under all D frames.  The
;;; tick comes every T safe points (an entry or a loop's backward jump),
;;; and everything is a whole number of T long: the descent is D entries
;;; (D a multiple of T), a call of a is 1 + Ka = 10T safe points, of b 20T
;;; and of c 40T.  So the ticks fall on every T-th entry of down, then
;;; exactly 10, 20 and 40 times in a, b and c, and down is active in all
;;; of them (the backward jump of down's loop, which runs once in a test,
;;; comes after the last tick).  On the CPU timer the loops are longer and
;;; run R times: a, b and c have 1/7, 2/7 and 4/7 of the time (the descent
;;; takes milliseconds of a run of a second).
compile('known_lib.p');
;;; a frame of down is 4 words of the call stack (HELP LIMITS)
max(pop_callstack_lim, 6 * D) -> pop_callstack_lim;
;;; on the CPU timer, R rounds of longer loops (their ends are of no account)
vars Ka = if known_cpu then 200000 else 10 * T - 1 endif, R = known_rounds(1, 300);
define a(); repeat Ka times endrepeat enddefine;
define b(); repeat 2 * Ka + 1 times endrepeat enddefine;
define c(); repeat 4 * Ka + 3 times endrepeat enddefine;
define down(n);
    if n == 1 then repeat R times a(); b(); c() endrepeat else down(n - 1) endif
enddefine;
known_run(down(% D %), true, T,
          [{down own ^(D div T)} {down active ^(D div T + 70)}
           {a own 10} {b own 20} {c own 40}
           {down calls ^D} {a calls 1} {b calls 1} {c calls 1}],
          [{a active ^(1/7)} {b active ^(2/7)} {c active ^(4/7)} {down active 1}]);
