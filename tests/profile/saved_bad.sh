# Saved runs that are cut short or corrupt: each is a mishap naming the
# file and the line (HELP PROFILE_SAVED), never a crash, and pop11 profile
# exits with status 1.  A good file first, then damaged copies of it.
cd "$TMPDIR" || exit 1
"$POP11" ":uses profile; 1000 -> profile_tick_every; true -> profile_count_all;
    define spin(n); repeat n times endrepeat enddefine;
    define outer(); spin(100000); spin(50000) enddefine;
    profile outer();
    profile_save('good.run');" > /dev/null
try() {
    echo "--- $1"
    "$POP11" profile "$2" 2>&1
    echo "exit $?"
}
head -n 12 good.run > cut_lines.run            # stops inside the table of names
try "cut after line 12" cut_lines.run
head -c 150 good.run > cut_bytes.run           # stops in the middle of a line
try "cut after 150 bytes" cut_bytes.run
head -n 15 good.run > no_end.run               # everything but the end line
try "no end line" no_end.run
sed 's/^1 150$/1 15x/' good.run > bad_count.run
try "a count that is not a number" bad_count.run
sed 's/^2 150$/7 150/' good.run > bad_index.run
try "a row of a name that is not in the table" bad_index.run
sed 's/^150 3\(:[0-9]*\) 1/150 3\1 9/' good.run > bad_stack.run
try "a stack through a name that is not in the table" bad_stack.run
sed 's/^150 3:[0-9]*/150 3:x/' good.run > bad_line.run
try "a call-site line that is not a number" bad_line.run
sed "s/^table names [0-9]*$/table names 99999999999/" good.run > huge.run
try "a table larger than the file" huge.run
sed '1s/run 3/run 4/' good.run > version.run
try "a later version of the format" version.run
printf 'define f(); enddefine;\n' > source.run
try "not a saved run" source.run
: > empty.run
try "an empty file" empty.run
head -c 3000 /dev/urandom > random.run 2> /dev/null
"$POP11" profile random.run > /dev/null 2>&1
echo "random bytes: exit $?"
try "no such file" nosuch.run
echo "--- no file at all"
"$POP11" profile 2>&1
echo "exit $?"
echo "--- a list of runs: the mishap names the damaged one"
"$POP11" ":uses profile; profile_load(['good.run' 'bad_count.run' 'good.run']);" 2>&1
exit 0
