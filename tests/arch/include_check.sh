# The layer rule of pop11's C sources (docs/design.md section 10, checked by
# tools/include-check): it holds for the tree as it is, and the check catches
# a planted upward include, a file without a layer and an allowed exception
# that has gone (each in a scratch copy).  Also: every file that
# docs/design.md names in backquotes exists, and every section names some.
src=$(cd "${POP11_LIBDIR:-../..}" && pwd)
check="$src/tools/include-check"

if sh "$check" "$src" > "$TMPDIR/tree.out" 2>&1; then
    echo "the tree: passes"
else
    echo "the tree: fails"; cat "$TMPDIR/tree.out"
fi

# a scratch copy of what the check reads
fresh() {
    rm -rf "$TMPDIR/t"
    mkdir -p "$TMPDIR/t/docs"
    (cd "$src" && find vm profile -name '*.[ch]' -o -name '*.def') |
        (cd "$src" && xargs tar -cf -) | tar -C "$TMPDIR/t" -xf -
    cp "$src/docs/design.md" "$TMPDIR/t/docs/"
}
run() {
    sh "$check" "$TMPDIR/t" > "$TMPDIR/out" 2>&1
    echo "exit $?"
    grep -v 'upward includes:' "$TMPDIR/out"
}

echo "core includes a host header:"
fresh
sed '/#include "gc.h"/a\
#include "help.h"' "$src/vm/core/object.c" > "$TMPDIR/t/vm/core/object.c"
run

echo "an allowed upward include has gone:"
fresh
grep -v '#include "popffi.h"' "$src/vm/core/gc.c" > "$TMPDIR/t/vm/core/gc.c"
run

echo "a file without a layer:"
fresh
printf '#include "vm.h"\n' > "$TMPDIR/t/vm/newthing.c"
run

echo "an unchanged copy:"
fresh
run

# the file names docs/design.md gives exist; each section gives some
doc="$src/docs/design.md"
for f in $(grep -o '`[A-Za-z0-9_.-]*/[A-Za-z0-9_./-]*`' "$doc" | tr -d '`' | sort -u); do
    [ -e "$src/$f" ] || echo "docs/design.md names $f, which does not exist"
done
awk '/^## / { if (title != "" && !named) print "section without files: " title; title = $0; named = 0 }
     /`[A-Za-z0-9_.-]*\/[A-Za-z0-9_.\/-]*`/ { named = 1 }
     END { if (title != "" && !named) print "section without files: " title }' "$doc"
# every layer's folder says in a README what it owns and may use
for d in $(sed -n '/<!-- include-check: layers -->/,/<!-- include-check: end -->/p' "$doc" |
           grep -o '`[a-z/]*/`' | tr -d '`'); do
    [ -f "$src/${d}README.md" ] || echo "layer folder $d has no README.md"
done
echo "docs/design.md: checked"
