;;; builtin_lib.p -- compiled by builtin.p and builtin_calls.p (no .out:
;;; no test).  Known answer: a built-in-heavy line.  The line
;;;     locchar(`z`, 1, text) ->
;;; makes the built-in locchar scan a string of N characters with no z
;;; in it; one runs the line once, three runs it three times, and main
;;; calls them in turn R times.  With a tick at every safe point (an
;;; entry or a loop's backward jump) one's own count is its R entries,
;;; three's 4R (its entries and backward jumps); locchar is called 4R
;;; times.  With profile_tick_builtins (builtin.p) a call of a built-in
;;; is a safe point too, and its tick is charged to the built-in: locchar
;;; has 4R samples of its own, active under one and three.  Without it
;;; (builtin_calls.p) locchar has a row with its calls and no samples.
;;; On the CPU timer the built-in has the samples (count-all: the
;;; intervals are of the active shares): one is active 1/4 of the time
;;; and three 3/4 (the scans are the time, a call per N characters), and
;;; main all of it.
compile('known_lib.p');
vars N = known_scale(100, 1000), R = known_rounds(100, 40),
     text = consstring(repeat N times `a` endrepeat, N);
define one(); locchar(`z`, 1, text) -> enddefine;
define three(); repeat 3 times locchar(`z`, 1, text) -> endrepeat enddefine;
define main(); repeat R times one(); three() endrepeat enddefine;
vars B = if tick_builtins then 4 * R else 0 endif;
procedure;
    dlocal profile_tick_builtins = tick_builtins;
    known_run(main, true, 1,
              [{locchar own ^B} {locchar active ^B}
               {one own ^R} {one active ^(R + B div 4)}
               {three own ^(4 * R)} {three active ^(4 * R + 3 * B div 4)}
               {main own ^(1 + R)} {main active ^(1 + 6 * R + B)}
               {locchar calls ^(4 * R)} {one calls ^R} {three calls ^R}
               {main calls 1}],
              [{one active ^(1/4)} {three active ^(3/4)} {main active 1}])
endprocedure();
