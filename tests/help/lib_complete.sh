# Every file of pop11's own library lib/auto/NAME.p: `ref NAME` shows its
# entry (the comment lines it starts with), a test program of
# tests/libauto uses NAME, and Makefile.am installs the file.  Prints the
# names that lack one of these (nothing when all is well).
LIB=${POP11_LIBDIR:-../..}
for f in "$LIB"/lib/auto/*.p; do
    name=$(basename "$f" .p)
    "$POP11" ref "$name" 2>/dev/null | head -n 1 | grep -q "^LIB $name " || echo "no REF entry: $name"
    grep -q -w -F -e "$name" "$LIB"/tests/libauto/*.p || echo "no test: $name"
    grep -q "lib/auto/$name\.p" "$LIB/Makefile.am" || echo "not installed: $name"
done
echo done
