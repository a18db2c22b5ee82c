# The example of help/stackdump, taken from the help file and run: the
# program sends itself SIGUSR1, its call stack is printed on stderr (the
# frames of deep with their lines) and it goes on to print its value.
HELP=${POP11_LIBDIR:-../..}/help/stackdump
awk '/^3  An example/ { on = 1 } on && /^    / { print substr($0, 5) }' "$HELP" |
    grep -v '^\*\* ' > "$TMPDIR/example.p"
grep -q 'c_kill' "$TMPDIR/example.p" || { echo "no example found"; exit 1; }
(cd "$TMPDIR" && "$POP11" example.p > out 2> err)
echo "exit $?"
cat "$TMPDIR/out"
sed 's/process [0-9]*/process PID/; s#  [^ ]*/example\.p#  example.p#' "$TMPDIR/err"
