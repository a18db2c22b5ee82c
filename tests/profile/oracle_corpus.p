;;; The driver of the consistency oracle over the fuzz corpus
;;; (tests/profile/oracle_run*.sh, oracle_partial.sh):
;;;     pop11 oracle_corpus.p FILE TICK DIR
;;; runs FILE under the profiler as oracle_driver.p does (count-all, call
;;; and byte counts, a tick every TICK safe points) and checks the run
;;; whether or not FILE ran to its end: a file that stops at a mishap (most
;;; of the corpus does), or at the CPU-time guard below, leaves a partial
;;; run whose views must agree all the same (profile_check_partial).
;;; As the fuzz harness does (tests/fuzz/fuzz_common.h), what would leave
;;; the process, start programs or sleep is replaced by a procedure that
;;; mishaps, so that the run ends with its check; the files the program
;;; writes land in the directory it runs in (a scratch one).  Prints the
;;; disagreements (or "consistent"), then "ORACLE: stopped" if FILE did
;;; not run to its end and "ORACLE: checks N".
uses profile_check;
max(popmemlim, 50000000) -> popmemlim;
lvars file = poparglist(1), tick = strnumber(poparglist(2)), dir = poparglist(3), w;
define lconstant forbidden();
    mishap(0, 'FORBIDDEN IN THE ORACLE')
enddefine;
for w in [sysexit bye setpop sysobey syssleep popready] do
    forbidden -> valof(w)
endfor;
;;; a program that loops: abandoned after 20 s of CPU time (the corpus
;;; takes 0.05 s a program, the slowest 2 s)
define lconstant too_long(); sys_compile_abandon() enddefine;
20000000 -> sys_timer(too_long, 1);
true -> profile_check_partial;
lvars r = profile_check_file(file, tick, dir);
false -> sys_timer(too_long);
profile_check_print(file, r);
if profile_check_stopped then printf(file, 'ORACLE: stopped %p\n') endif;
printf(profile_check_count, 'ORACLE: checks %p\n');
