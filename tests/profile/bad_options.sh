# Bad values of the %profile options and of the profile variables.
# A bad option value is an error before anything runs: a message naming
# the option, exit status 2, no report, no file.  A profile variable with
# a bad value when a run starts is a mishap naming it (the variables are
# plain variables: the check is made by profile_apply, not on assignment);
# so is a bad argument of profile_file.  The flags take any value, as in
# Poplog's library: all but false are true.
cat > "$TMPDIR/prog.p" <<'P'
define busy(); lvars i; for i from 1 to 20000 do endfor enddefine;
busy();
P
cd "$TMPDIR"
echo "--- options"
for opt in %profile-tick=abc %profile-tick=-5 %profile-tick=-1 %profile-tick=0 \
           %profile-tick=1x %profile-tick= %profile-out=p.xml %profile-out=p \
           %profile-out=; do
    "$POP11" $opt prog.p 2>&1; echo "exit $?"
done
ls p.xml p 2>&1 | sed 's/^ls: //'
echo "--- a good one of each"
"$POP11" %profile-tick=1000 %profile-out=p.run prog.p | head -3; echo "exit $?"
ls p.run
echo "--- variables"
run() {
    "$POP11" ":uses profile; define busy(); repeat 10 times endrepeat enddefine;
$1; profile busy(); 'not reached' =>" 2>&1
    echo "exit $?"
}
run "-5 -> profile_tick_every"
run "true -> profile_tick_every"
run "0 -> profile_interval"
run "'10000' -> profile_interval"
run "10000000000 -> profile_interval"
run "-1 -> profile_show_max"
run "\"all\" -> profile_show_max"
run "\"null\" -> profile_exclude_list"
run "conspair(\"a\", \"b\") -> profile_ignore_list"
echo "--- flags: any value but false is true"
"$POP11" ":uses profile; define busy(); repeat 10 times endrepeat enddefine;
5 -> profile_tick_every; 1 -> profile_count_all; \"yes\" -> profile_call_counts;
[] -> profile_show_ledger; profile busy();" 2>&1 | grep -c 'Active\|Calls\|;;; ticks'
echo "--- profile_file"
"$POP11" ":uses profile; profile_file('prog.p', false, 'p.xml')" 2>&1; echo "exit $?"
"$POP11" ":uses profile; profile_file('prog.p', 1, false) =>" 2>&1 | grep 'Active\|\*\*'; echo "exit $?"
"$POP11" ":uses profile; profile_file(3, false, false)" 2>&1; echo "exit $?"
ls p.xml 2>&1 | sed 's/^ls: //'
