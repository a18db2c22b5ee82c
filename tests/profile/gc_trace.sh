# heavy
# profile_gc_trace: while profiling, each GC prints popgctrace's line and the
# procedure that was running when it happened; after profiling, GCs are silent
cat > "$TMPDIR/gct.p" <<'P'
uses profile;
true -> profile_gc_trace;
1000 -> profile_tick_every;
define churn();
    lvars i, l = [];
    for i from 1 to 3000000 do conspair(i, l) -> l; if i mod 1000 == 0 then [] -> l endif endfor
enddefine;
profile churn();
'after' =>
churn();
'end' =>
P
"$POP11" "$TMPDIR/gct.p" > "$TMPDIR/out" 2>&1
echo "exit $?"
# the trace lines come before the report, none after 'after'
sed -n '1,/^Number of interrupts/p' "$TMPDIR/out" | grep -c '^;;; GC-auto' | sed 's/^[1-9][0-9]*$/GC lines: some/'
sed -n '1,/^Number of interrupts/p' "$TMPDIR/out" | grep '^;;; GC invoked by procedure' | sort -u
sed -n '/^\*\* after/,$p' "$TMPDIR/out" | grep -c '^;;; GC'
true
