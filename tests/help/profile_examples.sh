# The examples of help/profile, extracted from the help file and run in order
# (with the deterministic tick, so the run is reproducible): they must all
# compile and run without a mishap.  A block is a run of lines indented by 4
# spaces; blocks that show output (reports, mishaps, ledger lines) or the
# summary table are skipped, and so are the lines starting "** " that show
# what the line before prints; the printed lines are part of the output.
HELP=${POP11_LIBDIR:-../..}/help/profile
awk '
    function flush() {
        if (n > 0 && keep) for (i = 1; i <= n; i++) print lines[i];
        n = 0; keep = 1
    }
    /^    / {
        line = substr($0, 5)
        if (n == 0 && (line ~ /^(;;;|Number|CPU|Count|index  |pop11 |%|[ -]|profile expression|profile_apply\(args)/)) keep = 0
        if (n == 0 && (line ~ /^(Hottest lines|[a-z]+\.p \()/)) keep = 0
        if (line ~ /\[(procedure|variable|macro)/) keep = 0
        if (line ~ /^\*\* /) next     # what the line before prints
        lines[++n] = line; next
    }
    /^$/ { if (n > 0) lines[++n] = ""; next }
    { flush() }
    END { flush() }
' "$HELP" > "$TMPDIR/examples.p"
grep -q 'profile example' "$TMPDIR/examples.p" || { echo "no examples found"; exit 1; }
# the GC-stress build collects at every safe point after an allocation:
# there the example of section 9 that makes 10^6 pairs (churn) makes a
# tenth as many (it took 13 s of CPU, over a minute on a busy machine)
if [ -n "${POP11_GC_STRESS:-}" ]; then
    sed 's/for i from 1 to 300000 do \[/for i from 1 to 30000 do [/; s/profile work(1000000)/profile work(1000)/' "$TMPDIR/examples.p" > "$TMPDIR/x.p"
    mv "$TMPDIR/x.p" "$TMPDIR/examples.p"
fi
# reproducible ticks, no report noise: the examples must just run cleanly
printf 'uses profile;\n1000 -> profile_tick_every;\n' > "$TMPDIR/pre.p"
cat "$TMPDIR/examples.p" >> "$TMPDIR/pre.p"
(cd "$TMPDIR" && "$POP11" pre.p > out 2> err)   # files the examples write go there
echo "exit $?"
grep -c '^Number of interrupts' "$TMPDIR/out"
# what the examples print with =>: the values HELP PROFILE shows
grep '^\*\* ' "$TMPDIR/out"
cat "$TMPDIR/err"
