# Time per line in saved runs (issue 31): the lines are part of the
# stack samples, so a run saved (profile_save) and loaded again has the
# same hottest lines, and two runs merged add up line by line; the
# collapsed stacks of the loaded run keep the leaf's line.  Deterministic
# tick.
cd "$TMPDIR" || exit 1
cat > sv.p << 'END'
define triv(); enddefine;
define work(n);
    lvars i, x = 1, y = 3, z;
    for i from 1 to n do
        y * 3 - x * 5 -> z;
        triv();
    endfor;
enddefine;
uses profile;
true -> profile_lines;
7 -> profile_tick_every;
false -> profile_show_ledger;
profile work(500);
profile_save('a.run');
profile work(300);
profile_save('b.run');
'--- a.run loaded' =>
profile_load('a.run');
profile_report_last();
profile_export('a.folded');
'--- a.run and b.run merged' =>
profile_load(['a.run' 'b.run']);
profile_report_last();
END
"$POP11" sv.p > out 2> err
echo "exit $?"
cat out err
echo "--- a.folded"
cat a.folded
