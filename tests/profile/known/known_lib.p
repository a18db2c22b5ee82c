;;; known_lib.p -- compiled by the known-answer programs of this directory
;;; (compile('known_lib.p') from it; it has no .out, so it is no test).
;;;
;;; A known-answer program builds procedures whose samples are known by
;;; construction and calls known_run with them.  Two ways of running it:
;;;
;;;   - as a test (the default): with the deterministic tick
;;;     (profile_tick_every) every sample lands on a safe point the
;;;     program's construction counts, so the report must hold exactly
;;;     the counts the program states, and the call counts
;;;     (profile_call_counts) exactly the calls it makes.  known_run reads
;;;     the report back as printed and prints, for each procedure of the
;;;     construction, its own and active counts and calls as the report
;;;     shows them, then either "KNOWN: the report holds the N counts of
;;;     the construction" or each figure that differs, a row the
;;;     construction has not, or a total that is not the sum of the rows.
;;;     (The report itself is not printed: its CPU time and us/call are
;;;     made of ticks, no counts of the construction.)  The stated counts
;;;     are also put in profile_check_expected, so the consistency oracle
;;;     (tests/profile/oracle_known.sh) checks them against every view.
;;;
;;;   - on the CPU timer, when POP11_KNOWN_CPU is set in the environment
;;;     (bench/profile_known.py): the loops are longer (known_scale,
;;;     known_rounds), profile_interval is POP11_KNOWN_INTERVAL if that is
;;;     set, the report is
;;;     printed whole (with its block of 95% intervals), and then one line
;;;     "KNOWN: SHARE NAME" for each true share the program states, as a
;;;     percentage, for the script to find in the intervals block.

uses profile;
uses profile_check;     ;;; for profile_check_expected

vars known_cpu = systranslate('POP11_KNOWN_CPU') and true;

;;; n in a test; on the CPU timer, n times cpu_factor (the size of a loop)
define known_scale(n, cpu_factor);
    if known_cpu then round(n * cpu_factor) else n endif
enddefine;

;;; the same for a number of rounds, times POP11_KNOWN_SCALE too on the
;;; CPU timer if that is set (a longer or shorter run of the same loops)
define known_rounds(n, cpu_factor);
    lvars extra = systranslate('POP11_KNOWN_SCALE');
    known_scale(n, cpu_factor * (if extra then strnumber(extra) else 1 endif))
enddefine;

;;; the lines of the output of p()
define lconstant captured_lines(p);
    lvars acc = [], l, line = [];
    define dlocal cucharout(c); c :: acc -> acc enddefine;
    p();
    [% for l in rev(acc) do
           if l == `\n` then consstring(destlist(rev(line))); [] -> line
           else l :: line -> line
           endif
       endfor;
       unless line == [] then consstring(destlist(rev(line))) endunless %]
enddefine;

define lconstant starts(s, head);
    datalength(s) >= datalength(head)
    and substring(1, datalength(head), s) = head
enddefine;

;;; the fields of a line, separated by spaces
define lconstant fields(s);
    lvars i = 1, j, n = datalength(s);
    [% while i <= n do
           if s(i) == `\s` then i + 1 -> i
           else
               i -> j;
               while j <= n and s(j) /== `\s` do j + 1 -> j endwhile;
               substring(i, j - i, s);
               j -> i
           endif
       endwhile %]
enddefine;

;;; the key of a figure in the table read back
define lconstant key(name, what);
    consword(name sys_>< '/' sys_>< what)
enddefine;

;;; Rows a known bug puts in a report, tolerated (not printed, not
;;; counted as a row the construction has not): none since issue 30's
;;; bug 7 (the profiler's own calls ticked) was fixed.
lconstant known_bug_rows = [];

;;; the sum of the own counts a construction states
define lconstant sum_of_own(counts);
    lvars c, sum = 0;
    for c in counts do if c(2) == "own" then sum + c(3) -> sum endif endfor;
    sum
enddefine;

;;; Profile p() with profile_count_all set to count_all and, in a test,
;;; every tick safe points.  counts: a list of {NAME WHAT N} (WHAT: own,
;;; active or calls), the exact figures of the deterministic run; shares:
;;; a list of {NAME WHAT FRACTION} (WHAT: own, or active with count_all:
;;; the figure the intervals block shows), the true shares of the CPU
;;; time.
define known_run(p, count_all, tick, counts, shares);
    dlocal profile_count_all = count_all,
           profile_show_max = false,
           profile_check_expected = counts;
    if known_cpu then
        dlocal profile_tick_every = false, profile_call_counts = false,
               profile_interval;
        lvars iv = systranslate('POP11_KNOWN_INTERVAL');
        if iv then strnumber(iv) -> profile_interval endif;
        profile_apply(p);
        lvars s;
        for s in shares do
            printf(s(1), (s(3) * 100.0), 'KNOWN: %p %p\n')
        endfor;
        return
    endif;
    dlocal profile_tick_every = tick, profile_call_counts = true,
           profile_show_ledger = false;
    ;;; the report, as printed
    lvars lines;
    define dlocal profile_report(cpu, gc, c, a);
        captured_lines(profile_print(% cpu, gc, c, a %)) -> lines
    enddefine;
    profile_apply(p);
    ;;; read back: the total and the table (from the column headings to
    ;;; the blank line after it); the first column is the own count, the
    ;;; third the active count (count-all), the fifth the calls
    lvars line, intable = false, got = newproperty([], 16, false, "perm"),
          cols = false, f, total = false, rows = [];
    for line in lines do
        if starts(line, 'Number of interrupts: ') then
            strnumber(allbutfirst(22, line)) -> total
        elseif issubstring('Count  %Time', line) then
            true -> intable; fields(line) -> cols
        elseif intable and line = '' then
            false -> intable
        elseif intable then
            fields(line) -> f;
            lvars name = last(f);
            strnumber(f(1)) -> got(key(name, "own"));
            if count_all then strnumber(f(3)) -> got(key(name, "active")) endif;
            if fast_member('Calls', cols) then strnumber(f(5)) -> got(key(name, "calls")) endif;
            rows <> [^name] -> rows
        endif
    endfor;
    ;;; each row of the construction, its figures as the report shows them
    lvars c, bad = 0, names = [], sum = 0, name, what, n, shown;
    for c in counts do
        unless member(c(1) sys_>< '', names) then names <> [^(c(1) sys_>< '')] -> names endunless
    endfor;
    for name in names do
        printf(name, '    %p:');
        for what in [own active calls] do
            if (got(key(name, what)) ->> shown) then printf(shown, what, ' %p %p') endif
        endfor;
        nl(1);
        if got(key(name, "own")) then sum + got(key(name, "own")) -> sum endif
    endfor;
    ;;; the figures the construction states
    for c in counts do
        explode(c) -> (name, what, n);
        got(key(name, what)) -> shown;
        unless shown = n then
            bad + 1 -> bad;
            printf(n, shown or 'no such figure', what, name,
                   'KNOWN: %p %p: the report shows %p, the construction %p\n')
        endunless
    endfor;
    ;;; no other row, and the total adds the rows up
    for name in rows do
        unless member(name, names) or member(name, known_bug_rows) then
            bad + 1 -> bad;
            printf(got(key(name, "own")), name,
                   'KNOWN: a row the construction has not: %p, own count %p\n')
        endunless;
        if member(name, known_bug_rows) then sum + got(key(name, "own")) -> sum endif
    endfor;
    unless total = sum then
        bad + 1 -> bad;
        printf(sum, total, 'KNOWN: Number of interrupts %p, the rows add up to %p\n')
    endunless;
    if bad == 0 then
        printf(total - (sum - sum_of_own(counts)), length(counts),
               'KNOWN: the report holds the %p counts of the construction, and %p samples\n')
    endif
enddefine;
