# unbalanced syntax at the end of a file: Poplog's msw mishap, exit 1
printf 'define f(x);\n  if x then [1 2\n' > "$TMPDIR/unb.p"
"$POP11" "$TMPDIR/unb.p" 2>&1 | grep MISHAP
"$POP11" "$TMPDIR/unb.p" > /dev/null 2>&1; echo "exit $?"
