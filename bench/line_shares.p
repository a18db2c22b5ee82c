;;; line_shares.p -- issue 31's statistical acceptance for time per line:
;;; three straight-line statements on three lines (a large bigint
;;; multiply, a syssort of a long list, a >< of long strings), each timed
;;; first; then a profile of the three in one procedure, with
;;; profile_lines true and at least 2000 samples: every timed share must
;;; lie inside the 99% interval (Wilson) of its line's share.
;;;     POP11_LIBDIR=. pop11 bench/line_shares.p
;;; Each statement is timed two ways.  Alone: a loop of that statement
;;; only, CPU time less garbage collection.  In place: three_timed() is
;;; three() with the clock read before and after each statement (on lines
;;; of their own), run as often as three() is profiled, so each statement
;;; is timed where it stands, after the other two, with the cache and the
;;; heap as they leave them.  The test is on the shares timed in place.
;;; A statement that moves much memory does not cost the same alone as
;;; after the others: measured with clock_gettime around pp_concat in the
;;; C code, a >< of two 200 000-character strings took 9 us alone, where
;;; its 400 KB stayed in the cache, and 17-25 us after the syssort of
;;; 20 000 pairs had passed through it; with 2 000 000-character strings
;;; the >< line was 5.9 % alone and 7.3 % of the samples in the mix, and
;;; the whole mix ran 6 % slower than the sum of its statements alone
;;; (CPU time less GC, 300 runs each).  The profile was right: the
;;; samples of that line are all in >< itself (its leaf row).  So the
;;; alone shares are printed, but the in-place ones are the truth tested.
;;; The in-place clock is wall-clock time (sys_microtime: CPU time has
;;; only hundredths here); a collection runs at a safe point (procedure
;;; entry, loop back-edge), never inside these statements, so it is
;;; outside what they time, as <gc>'s samples are outside their lines.
;;; A busy host stretches the wall-clock times of all three alike on
;;; average: the shares stay unbiased, only noisier.
uses profile;
false -> poplinewidth;
vars big = 7 ** 40000, list = [% lvars i; for i from 1 to 20000 do random(100000) endfor %],
     str = consstring(#| repeat 2000000 times `a` endrepeat |#);
define three();
    lvars x, y, z;
    big * big -> x;
    syssort(list, nonop <) -> y;
    str >< str -> z;
enddefine;
define one(k); lvars x, y, z;
    if k == 1 then big * big -> x
    elseif k == 2 then syssort(list, nonop <) -> y
    else str >< str -> z
    endif
enddefine;
;;; three() with each statement timed where it stands (wall clock, us)
vars acc = {0 0 0};
define three_timed(); lvars x, y, z, t0;
    sys_microtime() -> t0;
    big * big -> x;
    sys_microtime() - t0 + acc(1) -> acc(1); sys_microtime() -> t0;
    syssort(list, nonop <) -> y;
    sys_microtime() - t0 + acc(2) -> acc(2); sys_microtime() -> t0;
    str >< str -> z;
    sys_microtime() - t0 + acc(3) -> acc(3);
enddefine;
;;; CPU time per run of p, less the time of garbage collections (in the
;;; profile they are the samples of <gc>, which has no line: a collection
;;; runs at the next safe point); runs are added until they took 2 s of
;;; CPU, so that systime's hundredths do not matter
define timed(p) -> t;
    lvars t0 = systime(), g0 = popgctime, n = 0;
    repeat
        repeat 20 times p() endrepeat;
        n + 20 -> n;
        quitif(systime() - t0 >= 200)
    endrepeat;
    ((systime() - t0) - (popgctime - g0)) / n -> t
enddefine;
lvars k, t = {0 0 0}, tot, reps;
;;; interleaved, three rounds each, so a slow spell of the host weighs alike
repeat 3 times
    for k from 1 to 3 do t(k) + timed(one(% k %)) -> t(k) endfor;
endrepeat;
t(1) + t(2) + t(3) -> tot;
true -> profile_lines;
1000 -> profile_interval;
false -> profile_show_max;
1 -> reps;
define run(reps); repeat reps times three() endrepeat enddefine;
define lconstant quiet(p); dlocal cucharout = erase; profile_apply(p) enddefine;
repeat
    quiet(run(% reps %));
    quitif(profile_last_run("ledger")(2) >= 2000);
    reps * 2 -> reps
endrepeat;
;;; in place: three_timed() as many times as three() was profiled, in
;;; two rounds with a collection between
repeat 2 times repeat reps times three_timed() endrepeat; sysgarbage() endrepeat;
lvars place = acc, ptot = place(1) + place(2) + place(3);
lvars (rows, total) = profile_line_table(profile_last_run), r, first, last, line0;
sys_procedure_lines(three) -> (first, last);
first + 1 -> line0;     ;;; (the lines of the three statements: line0 + k)
lvars ok = true, three_n = 0;
;;; the shares are of the samples in the three lines (samples in <gc>
;;; have no line: a collection runs at the next safe point, not in the
;;; line that allocated)
for r in rows do
    if r(1) and r(2) > line0 and r(2) <= line0 + 3 then three_n + r(3) -> three_n endif
endfor;
printf(three_n, total, '%p samples in all, %p of them in the three lines\n');
three_n -> total;
printf(reps, '%p runs of three()\n');
for k from 1 to 3 do
    lvars self = 0, lo, hi, share = place(k) / ptot, alone = t(k) / tot;
    for r in rows do if r(2) == line0 + k and r(1) then r(3) -> self endif endfor;
    ;;; the 99% Wilson interval (z = 2.576)
    lvars z2 = 2.576 * 2.576, p = self / total, d = 1 + z2 / total,
          c = (p + z2 / (2 * total)) / d,
          h = 2.576 * sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / d;
    max(0, c - h) -> lo; min(1, c + h) -> hi;
    printf(hi * 100.0, lo * 100.0, self * 100.0 / total, alone * 100.0, share * 100.0, line0 + k,
           'line %p: timed in place %p%% (alone %p%%), profiled %p%% (99%% interval %p - %p)\n');
    unless lo <= share and share <= hi then false -> ok endunless
endfor;
if ok then 'every timed share inside its interval' else 'A TIMED SHARE OUTSIDE ITS INTERVAL' endif =>
