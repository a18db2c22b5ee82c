;;; The driver of the consistency oracle (tests/profile/oracle_*.sh):
;;;     pop11 oracle_driver.p FILE TICK DIR
;;; runs FILE under the profiler as profile_check_file does (count-all, call
;;; and byte counts, a deterministic tick every TICK safe points, with
;;; profile_tick_builtins if TICK is negative, the CPU timer if it is 0)
;;; and prints the disagreements between the views of the run (HELP
;;; PROFILE_CHECK), or that FILE stopped at a mishap.  With TICK "each" it
;;; runs FILE as it is, in a section where profile_apply checks each run
;;; it makes:
;;;     pop11 oracle_driver.p FILE each DIR [N]
;;; with N, each run is made with count-all, call and byte counts and a
;;; tick every N safe points (profile_check_each_tick).  With the
;;; environment variable ORACLE_EACH_PART set to K/M, only the runs
;;; numbered K, K+M, K+2M ... are checked (the others are made as usual),
;;; so that tests can share the checks of one long program.
uses profile_check;
;;; (the exports of a deep stack are big: a 10^5-deep run's folded file
;;; is tens of megabytes, read whole)
max(popmemlim, 50000000) -> popmemlim;
lvars file = poparglist(1), tick = strnumber(poparglist(2)), dir = poparglist(3);
lvars part = systranslate('ORACLE_EACH_PART'), part_k = 0, part_m = 1, nmade = 0;
if part and part /= nullstring then
    lvars slash = locchar(`/`, 1, part);
    strnumber(substring(1, slash - 1, part)) -> part_k;
    strnumber(allbutfirst(slash, part)) -> part_m;
endif;
;;; profile_apply in the program's section: the runs of its part checked.
;;; (A run can call profile_apply again inside itself, as the profile
;;; syntax does: the outermost call decides, and the calls inside it
;;; follow.)
vars oracle_each_depth = 0, oracle_each_check = true;
lconstant real_profile_apply = profile_apply;
define each_apply(action);
    dlocal oracle_each_depth = oracle_each_depth + 1;
    if oracle_each_depth == 1 then
        nmade + 1 -> nmade;
        nmade mod part_m = part_k mod part_m -> oracle_each_check
    endif;
    if oracle_each_check then profile_check_apply(action) else real_profile_apply(action) endif
enddefine;
if poparglist(2) = 'each' then
    dir -> profile_check_dir;
    if length(poparglist) > 3 then strnumber(poparglist(4)) -> profile_check_each_tick endif;
    section oracle_each;
    vars procedure profile_apply = $-each_apply;
    unless sys_compile_caught(file) then printf(file, 'ORACLE: MISHAP in %p\n') endunless;
    endsection;
    printf(profile_check_runs, 'ORACLE: %p runs checked\n');
else
    lvars r = profile_check_file(file, tick /== 0 and tick, dir);
    if r then profile_check_print(file, r) else printf(file, '\nORACLE: MISHAP: %p\n') endif;
endif;
