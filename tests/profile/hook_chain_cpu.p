;;; heavy (a CPU-time proportion test: under GC stress the collections at
;;; target's entry take most of its time, and more in its second run)
;;; Hooks see the call chain as it was when the tick fell due, on the CPU
;;; timer (help profile, hooks): driver calls target(substring(...)), and
;;; a tick falling due in substring is taken at target's entry; a hook that
;;; keeps only the ticks under target must drop it.  driver and target
;;; spin alike, so target and what it calls have about half the ticks (measured
;;; first with count-all, as the ticks during which target is active).
uses profile;
1000 -> profile_interval;
vars s = consstring(#| repeat 4000 times `a` endrepeat |#);
define spin(n); lvars i; for i from 1 to n do endfor enddefine;
define target(x); spin(300) enddefine;
define driver();
    lvars t0 = systime();
    while systime() - t0 < 40 do
        spin(300); target(substring(1, 3000, s))
    endwhile
enddefine;

;;; the share of the time under target, measured without the hook: the
;;; ticks during which target was active
vars true_share;
define profile_report(cpu_time, gc_time, counts, active_counts);
    lvars item, n, total = 0;
    for item, n in_property counts do total + n -> total endfor;
    active_counts("target") / max(total, 1) -> true_share
enddefine;
true -> profile_count_all;
profile driver();
false -> profile_count_all;

;;; with the hook: no row outside target, and the ticks kept are about
;;; that share of those charged
define profile_ignore(x); not(iscaller(target)) enddefine;
define profile_report(cpu_time, gc_time, counts, active_counts);
    lvars item, n, total = 0, others = [],
          ledger = profile_report_ledger,
          charged = ledger(2),
          ignored = if datalength(ledger) >= 7 then ledger(7) else 0 endif;
    for item, n in_property counts do
        total + n -> total;
        ;;; spin is under target too; a collection under target is <gc>
        unless fast_member(item, [target spin ^profile_gc_item]) then
            item :: others -> others
        endunless
    endfor;
    [rows outside target ^others] =>
    [total plus ignored is charged ^(total + ignored = charged)] =>
    lvars share = total / max(charged, 1);
    if abs(share - true_share) < 0.15 and true_share > 0.1 then
        [kept share as measured]
    else
        [kept share ^share measured ^true_share of ^charged]
    endif =>
enddefine;
profile driver();
