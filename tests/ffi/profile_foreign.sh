# Profiler ticks that fall due during a foreign call are charged to the
# Pop-11 procedure that made the call, even when the next safe point is
# the entry of another procedure (here `after`, called right after it).
set -e
${CC:-cc} -shared -fPIC -o "$TMPDIR/spin.so" spin.c
cd "$TMPDIR"
cat > pf.p <<'POP'
exload 'spin' ['./spin.so'] c_spin_cpu(ms) :dfloat <- spin_cpu endexload;
uses profile;
false -> profile_show_ledger;
define after(); enddefine;
define in_c(); exacc c_spin_cpu(400) -> ; after() enddefine;
define main(); repeat 5 times in_c() endrepeat enddefine;
define profile_report(cpu, gc, counts, active);
    lvars total = 0, item, n;
    for item, n in_property counts do total + n -> total endfor;
    ;;; 2 s of CPU at 100 Hz: about 200 ticks, nearly all in in_c
    if total > 150 then 'enough ticks' => else [too few ticks ^total] => endif;
    if counts("in_c") >= total * 0.95 then 'charged to the caller' =>
    else [in_c ^(counts("in_c")) after ^(counts("after")) of ^total] =>
    endif
enddefine;
profile main();
POP
"$POP11" pf.p
