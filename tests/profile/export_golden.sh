# Every export format and the call graph of one run on the deterministic
# tick, as written (golden): collapsed stacks, speedscope JSON, the SVG
# flame graph, then the report with the call graph, and the mishaps.
cat > "$TMPDIR/g.p" <<EOF
uses profile;
pop11_compile('fib_busy.p');
false -> profile_show_ledger;
20 -> profile_tick_every;
profile fib_and_busy(12, 1500);
profile_export('$TMPDIR/g.folded');
profile_export('$TMPDIR/g.speedscope.json');
profile_export('$TMPDIR/g.svg');
true -> profile_show_callgraph;
profile_report_last();
profile_export('$TMPDIR/g.txt');
EOF
"$POP11" "$TMPDIR/g.p" > "$TMPDIR/out" 2> "$TMPDIR/err"
echo "exit $?"
for f in g.folded g.speedscope.json g.svg; do echo "--- $f"; cat "$TMPDIR/$f"; done
echo "--- report"
cat "$TMPDIR/out"
echo "--- mishap"
sed "s|$TMPDIR/||" "$TMPDIR/err"
