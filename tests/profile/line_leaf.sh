# Time per line (issue 31) on the deterministic tick: with profile_lines
# true each stack sample's last frame has the line it was running (here
# a safe point's: the loop's back edge, which goes on at the body's
# first line); collapsed stacks then show the leaf frame as name:LINE,
# and so do speedscope frames and flame graphs.  With it false (the
# default) the last line is 0, as before.  sys_procedure_lines gives a
# procedure's first and last lines.
cat > "$TMPDIR/ll.p" <<'EOP'
uses profile;
define work(n);
    lvars i, s = 0;
    for i from 1 to n do
        s + i -> s;
    endfor;
    s
enddefine;
define outer();
    work(200) -> ;
    work(100) ->
enddefine;
false -> profile_show_ledger;
10 -> profile_tick_every;
profile_apply(outer);
profile_last_run("stacks") ==>
true -> profile_lines;
profile_apply(outer);
profile_last_run("stacks") ==>
sys_procedure_lines(work) =>
sys_procedure_lines(hd) =>
EOP
cd "$TMPDIR" && "$POP11" ll.p > out 2> err
echo "exit $?"
cat out err
cat >> "$TMPDIR/ll.p" <<EOP
profile_export('$TMPDIR/ll.folded');
profile_export('$TMPDIR/ll.speedscope.json');
EOP
"$POP11" ll.p > /dev/null 2>&1
echo "--- folded"
cat ll.folded
echo "--- speedscope frames"
sed -n 's/.*"frames":\[\(.*\)\]},/\1/p' ll.speedscope.json
