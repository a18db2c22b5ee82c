;;; heavy (CPU-timer samples; the GC-stress build collects at every call)
;;; Time per line on the CPU-time tick (issue 31, acceptance): the line a
;;; tick falls in is the line the top frame was running at the signal,
;;; though straight-line code has no safe point (the line hook).
;;; 1. A heavy line of arithmetic followed by a call of a trivial
;;;    procedure (the next safe point is that procedure's entry, on the
;;;    next line): the heavy line has at least 80% of the samples.
;;; 2. A loop body of a light and a heavy statement (no call): the heavy
;;;    line has several times the light line's samples, and both are leaf
;;;    frames name:LINE in the collapsed stacks.
uses profile;
define triv(); enddefine;
define heavy(n);
    lvars i, x = 1, y = 3, z;
    for i from 1 to n do
        y * 1 - x * 1 + y * 2 - x * 2 + y * 3 - x * 3 + y * 4 - x * 4 + y * 5 - x * 5 + y * 6 - x * 1 + y * 7 - x * 2 + y * 1 - x * 3 + y * 2 - x * 4 + y * 3 - x * 5 + y * 4 - x * 1 + y * 5 - x * 2 -> z;
        triv();
    endfor;
enddefine;
define body(n);
    lvars i, x = 1, y = 3, z;
    for i from 1 to n do
        x + y -> z;
        y * 1 - x * 1 + y * 2 - x * 2 + y * 3 - x * 3 + y * 4 - x * 4 + y * 5 - x * 5 + y * 6 - x * 1 + y * 7 - x * 2 -> z;
    endfor;
enddefine;

;;; the samples whose innermost line is file:line
define at_line(line) -> n;
    lvars r, rows, total;
    profile_line_table(profile_last_run) -> (rows, total);
    0 -> n;
    for r in rows do
        if r(2) == line then r(3) -> n endif
    endfor
enddefine;

define share(line);
    lvars rows, total;
    profile_line_table(profile_last_run) -> (rows, total);
    at_line(line) / total
enddefine;

define lconstant quiet(p);
    dlocal cucharout = erase;
    profile_apply(p)
enddefine;

true -> profile_lines;
1000 -> profile_interval;
;;; enough samples (at least 200) on a slow build, a busy machine: the
;;; run is repeated with more work until it has them
define lconstant run_until(p, n);
    lvars rows, total;
    repeat
        quiet(p(% n %));
        ;;; (the samples with a line: the ledger's charged ticks can be
        ;;; more, 34 of 200 had lines in CI's ASan pass with tick stress)
        profile_line_table(profile_last_run) -> (rows, total);
        quitif(profile_last_run("ledger")(2) >= 200 and total >= 200);
        n * 2 -> n
    endrepeat
enddefine;
run_until(heavy, 200000);
lvars h = share(16);
if h >= 0.8 then 'heavy line: at least 80%' else h endif =>

run_until(body, 300000);
lvars light = at_line(23), heavy_n = at_line(24);
if light > 0 and heavy_n >= 3 * light then 'heavy statement: 3 times the light one or more'
else [^light ^heavy_n]
endif =>
profile_export('line_cpu.folded');
lvars dev = discin('line_cpu.folded'), c, text = consstring(#| until (dev() ->> c) == termin do c enduntil |#);
issubstring('body:23 ', text) and issubstring('body:24 ', text) and true =>
