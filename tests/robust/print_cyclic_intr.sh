# Printing a cyclic list goes on for ever (as in Poplog), but SIGINT (Ctrl-C)
# stops it: the printer's loop over a list's pairs has no safe point, so it
# checks for the interrupt itself (before, the run ignored SIGINT and wrote
# gigabytes until killed).
printf 'vars l = [1 2 3];\nl -> back(back(back(l)));\nl =>\n' > "$TMPDIR/c.p"
timeout -k 10 -s INT 1 "$POP11" "$TMPDIR/c.p" > /dev/null 2> "$TMPDIR/err"
rc=$?
if [ $rc = 124 ]; then echo "stopped by SIGINT"; else echo "exit $rc (137: ignored SIGINT, killed)"; fi
