# Profiler ticks that fall due during a foreign call are charged to exacc
# (the leaf), and with exacc excluded to the Pop-11 procedure that made the
# call, even when the next safe point is the entry of another procedure
# (here `after`, called right after it); in count-all both are active.
set -e
${CC:-cc} -shared -fPIC -o "$TMPDIR/spin.so" spin.c
cd "$TMPDIR"
cat > pf.p <<'POP'
exload 'spin' ['./spin.so'] c_spin_cpu(ms) :dfloat <- spin_cpu endexload;
uses profile;
false -> profile_show_ledger;
;;; a tick every millisecond of CPU time: the calls below spin 0.2 s in all
1000 -> profile_interval;
define after(); enddefine;
define in_c(); exacc c_spin_cpu(40) -> ; after() enddefine;
define main(); repeat 5 times in_c() endrepeat enddefine;
vars row = "exacc";
define profile_report(cpu, gc, counts, active);
    lvars total = 0, item, n;
    for item, n in_property counts do total + n -> total endfor;
    ;;; 0.2 s of CPU at 1000 Hz: about 200 ticks, nearly all in the call
    if total > 150 then 'enough ticks' => else [too few ticks ^total] => endif;
    if counts(row) >= total * 0.95 then [charged to ^row] =>
    else [^row ^(counts(row)) after ^(counts("after")) of ^total] =>
    endif
enddefine;
profile main();
;;; exacc passes its ticks to its caller
[exacc] -> profile_exclude_list;
"in_c" -> row;
profile main();
;;; count-all, exacc included again: the foreign call and its caller are
;;; active (the active counts are by item, the names, as the own counts)
[null] -> profile_exclude_list;
true -> profile_count_all;
define profile_report(cpu, gc, counts, active);
    if active("in_c") >= 150 and active("exacc") >= 150 then 'both active' =>
    else [active in_c ^(active("in_c")) exacc ^(active("exacc"))] =>
    endif
enddefine;
profile main();
POP
"$POP11" pf.p
