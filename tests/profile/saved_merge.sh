# Saved runs merged (HELP PROFILE_SAVED), deterministic tick: the same
# program run three times, in three processes, with helper redefined
# (another loop count) in the second.  Merging the first and the third
# sums every row; merging the first and the second sums main and spin but
# marks helper stale and shows its counts from the second run only.
# Merging with profile_merge, from the shell with `pop11 profile`, and
# into a run just made gives the same report.
cd "$TMPDIR" || exit 1
cat > prog.p << 'END'
uses profile;
1000 -> profile_tick_every;
true -> profile_count_all;
define spin(n); repeat n times endrepeat enddefine;
define helper(); repeat 20000 times endrepeat enddefine;
define main(); spin(100000); helper() enddefine;
profile main();
unless poparglist == [] then profile_save(hd(poparglist)) endunless;
END
sed 's/20000/30000/' prog.p > prog2.p
"$POP11" prog.p r1.run > /dev/null
"$POP11" prog2.p r2.run > /dev/null
"$POP11" prog.p r3.run > /dev/null
echo "--- r1 + r3: every row summed"
"$POP11" profile r1.run r3.run
echo "--- r1 + r2: helper stale"
"$POP11" profile r1.run r2.run
echo "--- profile_load then profile_merge, in Pop-11"
"$POP11" ":uses profile; profile_load('r1.run'); profile_merge('r2.run');
    profile_last_run(\"stale\")(\"helper\") =>
    profile_last_run(\"counts\")(\"spin\"), profile_last_run(\"counts\")(\"helper\") =>
    profile_report_last();" 2>&1
echo "--- a run just made (helper as in r1) merged with r2"
sed 's/profile_save(hd(poparglist))/profile_merge(hd(poparglist)); profile_report_last()/' prog.p > prog3.p
"$POP11" prog3.p r2.run | tail -n 14
echo "--- a flat run merged with a count-all run: no active counts"
sed 's/^true -> profile_count_all;//' prog.p > flat.p
"$POP11" flat.p f1.run > /dev/null
"$POP11" profile f1.run r1.run
echo "--- r1 + r2 saved: helper on two rows, in the stacks too"
"$POP11" ":uses profile; profile_load(['r1.run' 'r2.run']); profile_save('m.run');"
awk '/^table / { names = ($2 == "names") }
     names && /^[0-9]+ [0-9]+ / { $2 = "C" } { print }' m.run | sed -n '/^table names/,$p'
echo "--- exact calls and bytes add up: one run, then two runs merged (twice as many)"
cat > exact.p << 'END'
uses profile;
1000 -> profile_tick_every;
true ->> profile_call_counts -> profile_alloc;
define spin(n); repeat n times endrepeat enddefine;
define helper(); repeat 200 times initv(10) -> endrepeat enddefine;
define main(); spin(50000); helper(); spin(50000); helper() enddefine;
profile main();
profile_save(hd(poparglist));
END
"$POP11" exact.p e1.run > /dev/null
"$POP11" ":uses profile; profile_load('e1.run');
    lvars one = profile_last_run, p;
    profile_load(['e1.run' 'e1.run']);
    define figure(run, part, name);
        lvars p, n, sum = 0;
        for p, n in_property run(part) do
            if pdprops(p) == name then sum + n -> sum endif
        endfor;
        sum
    enddefine;
    for p in [spin helper main initv] do
        [^p calls ^(figure(one, \"calls\", p))
            ^(figure(profile_last_run, \"calls\", p) = 2 * figure(one, \"calls\", p))
         bytes ^(figure(one, \"bytes\", p) > 0)
            ^(figure(profile_last_run, \"bytes\", p) = 2 * figure(one, \"bytes\", p))] =>
    endfor;
    one(\"heap_bytes\") > 0, profile_last_run(\"heap_bytes\") = 2 * one(\"heap_bytes\") =>" 2>&1
echo "--- exports of loaded runs: r1 as it was made, and r1 + r2"
"$POP11" ":uses profile; profile_load('r1.run'); profile_export('r1.folded');
    profile_load(['r1.run' 'r2.run']); profile_export('m.folded');"
cat r1.folded m.folded
sed 's/profile_save(hd(poparglist))/profile_export(hd(poparglist))/' prog.p > prog4.p
"$POP11" prog4.p made.folded > /dev/null
cmp made.folded r1.folded && echo "r1.folded is the folded file of the run itself"
echo "--- the chart of r1 + r2 (LIB PROFILE_GRAPHICAL, plain text): the stale marks"
"$POP11" ":uses profile_graphical; 60 -> profile_graph_width;
    profile_load(['r1.run' 'r2.run']); profile_report_last();"
