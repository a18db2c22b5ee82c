;;; The consistency oracle (HELP PROFILE_CHECK) on a profiled program
;;; whose two processes share the work 1:3, with count-all, call and
;;; byte counts: every view of the run agrees.
uses profile_check;
100 -> profile_tick_every;
true -> profile_count_all;
true -> profile_call_counts;
true -> profile_alloc;
define chunk(n); repeat n times endrepeat enddefine;
define work_a(); repeat chunk(1000); suspend(0) endrepeat enddefine;
define work_b(); repeat chunk(3000); suspend(0) endrepeat enddefine;
define schedule();
    lvars pa = consproc(0, work_a), pb = consproc(0, work_b);
    repeat 10 times runproc(0, pa); runproc(0, pb) endrepeat
enddefine;
profile schedule();
define dir(); systranslate('TMPDIR') or '/tmp' enddefine;
profile_check_run(dir() <> '/process_oracle_') =>
