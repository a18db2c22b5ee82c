# the arguments after the file name are in poparglist
printf 'poparglist =>\n' > "$TMPDIR/args.p"
"$POP11" "$TMPDIR/args.p" x y
echo "exit $?"
