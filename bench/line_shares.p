;;; line_shares.p -- issue 31's statistical acceptance for time per line:
;;; three straight-line statements on three lines (a large bigint
;;; multiply, a syssort of a long list, a >< of long strings), each timed
;;; first; then a profile of the three in one procedure, with
;;; profile_lines true and at least 2000 samples: every timed share must
;;; lie inside the 99% interval (Wilson) of its line's share.
;;;     POP11_LIBDIR=. pop11 bench/line_shares.p
;;; Each statement is timed two ways, both as CPU time less garbage
;;; collection: alone (a loop of that statement only), and in place (the
;;; time of three() less the time of three() without that statement: what
;;; the statement adds where it stands).  The test is on the shares timed
;;; in place.  A statement that moves much memory does not cost the same
;;; alone as after the others: measured inside >< itself (a build with
;;; clock_gettime around pp_concat), a >< of two 200 000-character strings
;;; took 9 us alone, where its 400 KB stayed in the cache, and 17-25 us
;;; after the syssort of 20 000 pairs had passed through it; so the alone
;;; share of that line lay below every interval the profile gave it, as
;;; the profile was right.  (Before malloc kept freed memory, vm/core/gc.c,
;;; the same >< took 54-200 us alone, a page fault every 4 KB, and 48 us
;;; in the mix: there the alone share was the higher.)  The strings here
;;; are 2 000 000 characters, so that the line is a few per cent of the
;;; samples.
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
;;; the same with statement k left out (k = 0: none left out)
define three_but(k); lvars x, y, z;
    unless k == 1 then big * big -> x endunless;
    unless k == 2 then syssort(list, nonop <) -> y endunless;
    unless k == 3 then str >< str -> z endunless;
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
lvars k, t = {0 0 0}, whole = 0, but = {0 0 0}, tot, reps;
;;; interleaved, three rounds each, so a slow spell of the host weighs alike
repeat 3 times
    for k from 1 to 3 do t(k) + timed(one(% k %)) -> t(k) endfor;
    whole + timed(three_but(% 0 %)) -> whole;
    for k from 1 to 3 do but(k) + timed(three_but(% k %)) -> but(k) endfor
endrepeat;
t(1) + t(2) + t(3) -> tot;
;;; in place: what each statement adds, as a share of the three's sum
lvars place = {% for k from 1 to 3 do max(0, whole - but(k)) endfor %},
      ptot = place(1) + place(2) + place(3);
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
