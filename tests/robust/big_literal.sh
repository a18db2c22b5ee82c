# A one-line list literal of 3000000 numbers (about 20 MB of source)
# compiles and runs: it was a SIGSEGV (its items, pushed before the list is
# made, ran off the end of the user stack).  Lists and vectors nested
# 30000 deep compile too, and 100000 deep end in a mishap, not a signal.
awk 'BEGIN { printf "vars l = ["; for (i = 0; i < 3000000; i++) printf "%d ", i;
             print "];"; print "length(l) =>"; print "l(2999999) =>" }' > "$TMPDIR/big.p"
"$POP11" "$TMPDIR/big.p" 2>&1; echo "exit $?"
nest() {
    awk -v n="$1" -v o="$2" -v c="$3" 'BEGIN { printf "vars l = ";
        for (i = 0; i < n; i++) printf "%s", o; for (i = 0; i < n; i++) printf "%s", c;
        print ";"; print "\"ok\" =>" }' > "$TMPDIR/nest.p"
    "$POP11" "$TMPDIR/nest.p" > "$TMPDIR/out" 2>&1; s=$?
    [ $s -ge 128 ] && s="signal $((s - 128))"
    echo "$1 $2: exit $s, $(grep -c MISHAP "$TMPDIR/out") mishap(s), $(grep -c '^\*\* ok' "$TMPDIR/out") ok"
}
nest 30000 '[' ']'
nest 30000 '{' '}'
nest 100000 '[' ']'
nest 100000 '{' '}'
