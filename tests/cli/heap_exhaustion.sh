# running out of heap is a mishap (Poplog's message), exit 1
printf '30000 -> popmemlim;\nvars l = []; repeat conspair(1, l) -> l endrepeat;\n' > "$TMPDIR/heap.p"
"$POP11" "$TMPDIR/heap.p" 2>&1 | grep MISHAP
"$POP11" "$TMPDIR/heap.p" > /dev/null 2>&1; echo "exit $?"
