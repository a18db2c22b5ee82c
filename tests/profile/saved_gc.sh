# Bug 1 of issue 30: a run with <gc> samples (profile_gc_item, a word in
# the run's memo, with no code to checksum) could not be saved: profile_save,
# profile_merge and %profile-out=F.run stopped at PROCEDURE NEEDED in
# note_checksum.  GC-heavy runs save, reload and merge, the <gc> row's
# ticks adding up.  Deterministic tick with profile_tick_builtins (each
# collection a safe point) in the program; the CPU timer from the shell on
# a program that spends nearly all its time collecting.
cd "$TMPDIR" || exit 1
cat > prog.p << 'END'
uses profile;
1 -> profile_tick_every;
true -> profile_tick_builtins;
define collect(); sysgarbage(); sysgarbage() enddefine;
define driver(); repeat 5 times collect() endrepeat enddefine;
profile driver();
profile_last_run("counts")(profile_gc_item) > 0 =>
profile_save(hd(poparglist));
;;; merged into the run just made
profile_merge(hd(poparglist));
profile_last_run("counts")(profile_gc_item) > 0 =>
END
"$POP11" prog.p r1.run > out1 2>&1 || { echo "r1: exit $?"; cat out1; }
grep '^\*\*' out1
"$POP11" prog.p r2.run > out2 2>&1 || { echo "r2: exit $?"; cat out2; }
echo "--- reloaded, merged: <gc> ticks add up"
"$POP11" ":uses profile;
    vars a, b;
    profile_load('r1.run'); profile_last_run(\"counts\")(profile_gc_item) -> a;
    profile_load('r2.run'); profile_last_run(\"counts\")(profile_gc_item) -> b;
    a > 0 and b > 0 =>
    profile_load(['r1.run' 'r2.run']);
    profile_last_run(\"counts\")(profile_gc_item) = a + b =>
    profile_load('r1.run'); profile_merge('r2.run');
    profile_last_run(\"counts\")(profile_gc_item) = a + b =>
    profile_save('m.run'); profile_load('m.run');
    profile_last_run(\"counts\")(profile_gc_item) = a + b =>" 2>&1
echo "--- pop11 %profile %profile-out=F.run on a program that collects"
cat > churn.p << 'END'
vars keep = initv(1000000);
define churn(); repeat 400 times sysgarbage() endrepeat enddefine;
churn();
END
"$POP11" %profile %profile-out=g.run churn.p > out3 2>&1; echo "exit $?"
grep -c MISHAP out3
grep -q '"<gc>$' g.run && echo "<gc> row saved"
"$POP11" ":uses profile; profile_load('g.run');
    profile_last_run(\"counts\")(profile_gc_item) > 0 =>" 2>&1
