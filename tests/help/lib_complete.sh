# Every file of pop11's own library lib/auto/NAME.p: `ref NAME` shows its
# entry (the comment lines it starts with), a test program of
# tests/libauto uses NAME, and Makefile.am installs the file.  Prints the
# names that lack one of these (nothing when all is well).
LIB=${POP11_LIBDIR:-../..}
# one pop11 shows every entry (a process for each took a minute under
# ASan on a busy machine): a line "@@ NAME" before each
for f in "$LIB"/lib/auto/*.p; do
    name=$(basename "$f" .p)
    printf "npr('@@ %s');\nref %s\n" "$name" "$name"
done > "$TMPDIR/refs.p"
"$POP11" "$TMPDIR/refs.p" 2> /dev/null | awk '
    /^@@ / { name = $2; first = 1; next }
    first { if (index($0, "LIB " name " ") == 1) ok[name] = 1; first = 0 }
    END { for (n in ok) print n }' > "$TMPDIR/have"
for f in "$LIB"/lib/auto/*.p; do
    name=$(basename "$f" .p)
    grep -q -x -F -e "$name" "$TMPDIR/have" || echo "no REF entry: $name"
    grep -q -w -F -e "$name" "$LIB"/tests/libauto/*.p || echo "no test: $name"
    grep -q "lib/auto/$name\.p" "$LIB/Makefile.am" || echo "not installed: $name"
done
echo done
