# syssleep inside a profiled run sleeps as long as asked: the profiler's
# timer (a wall-clock timer waiting for CPU time) wakes the process while it
# sleeps, and syssleep goes back to sleep for the rest.  No CPU time passes
# in a sleep, so no sample falls due in it.
cat > "$TMPDIR/sleep.p" <<'EOF2'
uses profile;
define nap(); repeat 5 times syssleep(6) endrepeat enddefine;
define profile_report(cpu, gc, counts, active);
    lvars l = profile_report_ledger;
    ;;; at most a tick or two of CPU time in half a second of sleeping
    if l(2) <= 3 then 'few samples' => else l => endif
enddefine;
profile_apply(nap);
EOF2
t0=$(date +%s%N)
"$POP11" "$TMPDIR/sleep.p"
t1=$(date +%s%N)
ms=$(( (t1 - t0) / 1000000 ))
if [ "$ms" -ge 300 ]; then echo "slept the whole time"; else echo "woke early: $ms ms"; fi
