# a file of arbitrary bytes ends in a mishap with exit status 1, never a crash
awk 'BEGIN { srand(7); for (i = 0; i < 3000; i++) printf "%c", 1 + int(rand() * 126) }' > "$TMPDIR/rnd.p"
"$POP11" "$TMPDIR/rnd.p" > /dev/null 2> "$TMPDIR/err"
rc=$?
grep -q '^;;; MISHAP' "$TMPDIR/err" && echo "mishap reported"
echo "exit $rc"
