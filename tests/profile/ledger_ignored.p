;;; The ledger accounts for the ticks the policy drops (help profile,
;;; ledger): those of ignored procedures, and those no procedure of the
;;; chain counts (all passed on to profile_apply).  The report's total plus
;;; the ignored ticks is the charged ticks, on the deterministic tick and
;;; on the CPU timer, with the default hooks (counted in C when it can) and
;;; with a hook of the user's own.
uses profile;
define spin(n); lvars i; for i from 1 to n do endfor enddefine;
define inner(); repeat 300 times endrepeat enddefine;
define outer(); repeat 10 times spin(300); inner() endrepeat enddefine;
[inner] -> profile_ignore_list;

;;; deterministic: the standard report's ledger line
10 -> profile_tick_every;
profile outer();

;;; the CPU timer: the ledger's figures
false -> profile_tick_every;
1000 -> profile_interval;
define run_for(hsecs);
    lvars t0 = systime();
    while systime() - t0 < hsecs do outer() endwhile
enddefine;
define profile_report(cpu_time, gc_time, counts, active_counts);
    lvars item, n, total = 0, ledger = profile_report_ledger,
          ignored = if datalength(ledger) >= 7 then ledger(7) else 0 endif;
    for item, n in_property counts do total + n -> total endfor;
    [total plus ignored is charged ^(total + ignored = ledger(2))
     some ignored ^(ignored > 0)] =>
enddefine;
profile run_for(20);
true -> profile_count_all;
profile run_for(20);
false -> profile_count_all;
define profile_ignore(item); iscaller(inner) enddefine;
profile run_for(20);
