;;; The programs of fuzz_profile's inputs, for the consistency oracle
;;; (oracle_fuzz_profile.sh; the name of this file is not that of the
;;; test, whose .out the test runner would take for this program's):
;;;     FZ_TABLES=TABLES FZ_INPUT=INPUT FZ_DIR=DIR pop11 fuzz_profile_steps.p
;;; (the names in the environment: oracle_driver.p, which compiles this
;;; file, has the command line's arguments) runs the steps that tests/fuzz/fuzz_profile.c makes of INPUT (a file of
;;; bytes from its corpus) as that target runs them: its prelude, its
;;; defaults, then each step compiled on its own, from a file of its own
;;; in DIR, so that a mishap ends only its step.  TABLES is a file that
;;; defines the target's texts (fz_prelude, fz_reset, and a vector for
;;; each of its arrays: fz_v_interval ...), which oracle_fuzz_profile.sh
;;; takes from fuzz_profile.c itself; the choice of a step from the bytes
;;; (fuzz_profile.c's step()) is written again below, argument by
;;; argument in the order clang evaluates them (left to right).  Compiled
;;; by oracle_driver.p in its "each" mode, every profile run a step makes
;;; is checked.
lvars tables = systranslate('FZ_TABLES'), input = systranslate('FZ_INPUT'),
      dir = systranslate('FZ_DIR');
lvars nstep = 0;
;;; compile text from a file of its own; a mishap ends only it
define lconstant run_text(text);
    lvars file = dir sys_>< 'fzstep' sys_>< nstep sys_>< '.p', out = discout(file), c;
    nstep + 1 -> nstep;
    appdata(text, out);
    out(`\n`);
    out(termin);
    sys_compile_caught(file) ->
enddefine;
sys_compile_caught(tables) ->;
lvars bytes = [% lvars rep = discin(input), c;
                 until (rep() ->> c) == termin do c enduntil %];
define lconstant byte();
    if bytes == [] then 0 else dest(bytes) -> bytes endif
enddefine;
define lconstant pick(v);
    v(byte() mod datalength(v) + 1)
enddefine;
define lconstant next_step() -> text;
    lvars op = byte() mod 20, a, b;
    if op == 0 then pick(valof("fz_v_interval")) sys_>< ' -> profile_interval;'
    elseif op == 1 then pick(valof("fz_v_every")) sys_>< ' -> profile_tick_every;'
    elseif op == 2 then
        pick(valof("fz_v_bool")) -> a;
        a sys_>< ' -> ' sys_>< pick(valof("fz_bools")) sys_>< ';'
    elseif op == 3 then pick(valof("fz_v_max")) sys_>< ' -> profile_show_max;'
    elseif op == 4 then pick(valof("fz_v_list")) sys_>< ' -> profile_exclude_list;'
    elseif op == 5 then pick(valof("fz_v_list")) sys_>< ' -> profile_ignore_list;'
    elseif op == 6 then pick(valof("fz_h_include")) sys_>< ' -> profile_include;'
    elseif op == 7 then pick(valof("fz_h_ignore")) sys_>< ' -> profile_ignore;'
    elseif op == 8 then pick(valof("fz_h_report")) sys_>< ' -> profile_report;'
    elseif op <= 11 then
        pick(valof("fz_workloads")) -> a;
        byte() mod 64 -> b;
        'profile_apply(procedure; ' sys_>< a sys_>< '(' sys_>< b sys_>< ') endprocedure) =>'
    elseif op == 12 then 'profile_save(\'' sys_>< pick(valof("fz_files")) sys_>< '\');'
    elseif op == 13 then
        'profile_load(\'' sys_>< pick(valof("fz_files")) sys_>< '\'); profile_report_last();'
    elseif op == 14 then
        'profile_merge([\'fz.run\' \'' sys_>< pick(valof("fz_files"))
            sys_>< '\']); profile_report_last();'
    elseif op == 15 then 'profile_export(\'' sys_>< pick(valof("fz_files")) sys_>< '\');'
    elseif op == 16 then 'profile_report_last();'
    elseif op == 17 then 'profile_callgraph();'
    elseif op == 18 then
        pick(valof("fz_workloads")) -> a;
        byte() mod 32 -> b;
        'profile ' sys_>< a sys_>< '(' sys_>< b sys_>< ') =>'
    else
        'false -> profile_tick_every; 1000 -> profile_interval; '
            sys_>< 'profile_apply(procedure; fz_exp(' sys_>< (50 + byte() mod 200)
            sys_>< ') endprocedure);'
    endif -> text
enddefine;
run_text(valof("fz_prelude"));
run_text(valof("fz_reset"));
lvars k;
for k from 1 to 24 do
    quitif(bytes == []);
    run_text(next_step())
endfor;
