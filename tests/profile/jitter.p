;;; profile_jitter (help profile, section 3): each tick falls due at a
;;; random point of its interval, and the ledger still counts one tick per
;;; interval of CPU time (within 2%, as with the fixed period).  Either
;;; way the samples are taken one by one even at 1000 microseconds: the
;;; timer is exact, not the kernel's CPU-time timer, which fires only at
;;; its scheduler tick (4 ms) and so coalesced three ticks in four here.
uses profile;
1000 -> profile_interval;
define spin(n);
    lvars i, s = 0;
    for i from 1 to n do (s + i) && 16:FFFF -> s endfor;
    s
enddefine;
define run(); spin(40000000) -> enddefine;
define profile_report(cpu, gc, counts, active);
    lvars l = profile_report_ledger, expected = l(1), charged = l(2);
    [jitter ^(sys_profile_jitter())] =>
    if expected > 50 and abs(charged - expected) <= max(2, expected * 0.02) then
        'ledger exact' =>
    else
        l =>
    endif;
    if l(3) <= charged * 0.25 then 'one sample at a time' => else l => endif
enddefine;
profile_jitter =>
profile run();
false -> profile_jitter;
profile run();
