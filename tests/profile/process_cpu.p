;;; Two processes doing 1:3 of the work, sampled by the CPU timer: the
;;; report's 95% interval of each one's share holds its true share (a
;;; quarter, three quarters), or comes within noise of it (4 standard
;;; errors: a run in twenty may miss the 95% interval by chance alone),
;;; and the suspended process is never charged.
uses profile;
1000 -> profile_interval;
define spin(n);
    lvars i, s = 0;
    for i from 1 to n do (s + i) && 16:FFFF -> s endfor;
enddefine;
define work_a(); repeat spin(100000); suspend(0) endrepeat enddefine;
define work_b(); repeat spin(300000); suspend(0) endrepeat enddefine;
define schedule();
    lvars pa = consproc(0, work_a), pb = consproc(0, work_b);
    repeat 300 times runproc(0, pa); runproc(0, pb) endrepeat
enddefine;
define share_ok(k, n, share);
    ;;; (the interval is in per cent)
    lvars (lo, hi) = profile_share_interval(k, n), lo = lo / 100, hi = hi / 100,
          se = sqrt(share * (1 - share) / n);
    if lo <= share and share <= hi then true
    elseif abs(k / n - share) <= 4 * se then true
    else [share ^(k / n) expected ^share interval ^lo ^hi]
    endif
enddefine;
define name_of(item); if isprocedure(item) then pdprops(item) else item endif enddefine;
define profile_report(cpu, gc, counts, active);
    lvars a = 0, b = 0, n = 0, aa = 0, ab = 0;
    appproperty(counts,
        procedure(item, k);
            n + k -> n;
            if name_of(item) == "work_a" then k -> a
            elseif name_of(item) == "work_b" then k -> b
            endif
        endprocedure);
    appproperty(active,
        procedure(item, k);
            if name_of(item) == "work_a" then k -> aa
            elseif name_of(item) == "work_b" then k -> ab
            endif
        endprocedure);
    ;;; (less the collections: in the GC-stress build with tick stress a
    ;;; collection runs at nearly every safe point, and its ticks are <gc>'s)
    lvars gcn = counts(profile_gc_item);
    [%n > 400, a + b >= (n - gcn) * 0.95%] =>
    share_ok(a, a + b, 0.25) =>
    share_ok(b, a + b, 0.75) =>
    ;;; active while running (their own ticks, spin's passed to them, and
    ;;; those of the built-ins they call, suspend), and never both at once
    [%aa >= a, ab >= b, aa + ab <= n%] =>
enddefine;
;;; spin's ticks go to its caller
[spin] -> profile_exclude_list;
true -> profile_count_all;
profile schedule();
