;;; The consistency oracle (HELP PROFILE_CHECK) on a profiled program of
;;; processes: generators written with applist and syssort (their Pop-11
;;; versions run inside the processes), coroutines passing items with
;;; resume, and a process made by consproc_to across a running one.
uses profile_check;
50 -> profile_tick_every;
true -> profile_count_all;
true -> profile_call_counts;
true -> profile_alloc;
define chunk(n); repeat n times endrepeat enddefine;
define gen(list);
    applist(list, procedure(x); chunk(x); suspend(x, 1) endprocedure);
    termin
enddefine;
define sgen(l);
    syssort(l, procedure(a, b); chunk(5); suspend(0); a < b endprocedure)
enddefine;
vars ping, pong;
define pinger(n);
    repeat n times chunk(20); resume(0, pong) endrepeat;
    ksuspend(0)
enddefine;
define ponger();
    repeat chunk(60); resume(0, ping) endrepeat
enddefine;
vars made;
define target(p); runproc(0, p) enddefine;
define inner(); chunk(30); consproc_to(0, target) -> made; chunk(30); suspend(0, made); chunk(30) enddefine;
define schedule();
    lvars g = consproc([10 20 30 40 50 60 70 80], 1, gen), x, s;
    until (runproc(0, g) ->> x) == termin do enduntil;
    consproc([5 3 9 1 7 2 8], 1, sgen) -> s;
    while isliveprocess(s) do [% runproc(0, s) %] -> endwhile;
    consproc(10, 1, pinger) -> ping;
    consproc(0, ponger) -> pong;
    runproc(0, ping);
    target(consproc(0, inner));
    runproc(0, made);
enddefine;
;;; (the report itself is left out: the oracle checks every view of it)
define profile_report(cpu, gc, counts, active); enddefine;
profile schedule();
define dir(); systranslate('TMPDIR') or '/tmp' enddefine;
profile_check_run(dir() <> '/oracle_generators_') =>
