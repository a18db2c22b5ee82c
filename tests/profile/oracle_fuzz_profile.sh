# heavy (22 runs of the library's checks: a minute in the GC-stress build)
# The consistency oracle (HELP PROFILE_CHECK) over the corpus of the
# profiler's API fuzz target (tests/fuzz/corpus/profile, read as
# fuzz_profile.c reads it: fuzz_profile_steps.p): every profile run the
# steps of an input make is checked as it is reported (oracle_driver.p's
# "each" mode), first with the settings the steps choose, then with
# count-all, call and byte counts and a tick every 7 safe points forced
# on each run.  Runs that stop at a mishap (a hook, a bad value: most of
# these inputs are made for that) make no run to check.  Found and fixed
# on the way: a row name with a newline (odd_names: fz_odd's name) broke
# the oracle's reading of the printed report, and its JSON reader took
# no \u escape in small letters (Pop-11 reads hex digits in capitals).
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
here=$(pwd)
python3 fuzz_profile_tables.py "$TESTS_DIR/fuzz/fuzz_profile.c" > "$TMPDIR/tables.p" || exit 1
mkdir -p "$TMPDIR/fz"
n=0; total=0
: > "$TMPDIR/bad"
for t in "$TESTS_DIR"/fuzz/corpus/profile/*; do
    n=$((n + 1))
    for tick in "" 7; do
        ( cd "$TMPDIR/fz" && FZ_TABLES="$TMPDIR/tables.p" FZ_INPUT="$t" FZ_DIR="$TMPDIR/fz/" \
          "$POP11" "$here/oracle_driver.p" "$here/fuzz_profile_steps.p" each "$TMPDIR/fz/" $tick \
            < /dev/null 2> /dev/null ) | grep '^ORACLE: ' > "$TMPDIR/one"
        runs=$(sed -n 's/^ORACLE: \([0-9]*\) runs checked$/\1/p' "$TMPDIR/one")
        [ -n "$runs" ] || echo "$(basename "$t")${tick:+ (tick $tick)}: stopped before its end" >> "$TMPDIR/bad"
        total=$((total + ${runs:-0}))
        grep -v '^ORACLE: run [0-9]* consistent$\|runs checked$' "$TMPDIR/one" \
            | sed "s|^|$(basename "$t")${tick:+ (tick $tick)}: |" >> "$TMPDIR/bad"
    done
done
# (11 inputs make 15 runs today: an input that stops making runs shows)
if [ $n -ge 11 ] && [ $total -ge 15 ]; then
    echo "inputs and runs checked: enough"
else
    echo "inputs and runs checked: too few ($n inputs, $total runs)"
fi
echo "disagreements, and inputs whose steps did not all run:"
cat "$TMPDIR/bad"
[ -n "${ORACLE_COUNTS:-}" ] && echo "fuzz_profile corpus: $n inputs, $total runs checked" >&2; :
