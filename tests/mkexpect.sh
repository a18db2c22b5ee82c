#!/bin/sh
# mkexpect.sh FILE.p... : write FILE.out / FILE.err from real Poplog (~/.refpop/refpop),
# normalised as tests/FORMAT.md says.  Run on a developer machine with refpop installed.
set -u
REFPOP=${REFPOP:-$HOME/.refpop/refpop}
for f in "$@"; do
    d=$(cd "$(dirname "$f")" && pwd); b=$(basename "$f" .p)
    # run in a short directory so that Poplog's full path in FILE lines does
    # not make the line wrap: pop11 prints the file name as given
    w=$(mktemp -d /tmp/mkXXXX)
    cp "$d/$b.p" "$w/"
    ( cd "$w" && "$REFPOP" "$b.p" > "$d/$b.out" 2> "$d/$b.err.raw" < /dev/null )
    rm -rf "$w"
    dd=$w
    awk -v dir="$dd/" '
        function strip(s) { while ((i = index(s, dir)) > 0) s = substr(s, 1, i-1) substr(s, i+length(dir)); return s }
        /^;;; PRINT DOING$/ { next }
        /^;;; DECLARING VARIABLE / { print; skip = 1; next }
        skip && /^;;; (FILE|DOING|COMPILING|\t)/ { next }
        { skip = 0; print strip($0) }
    ' "$d/$b.err.raw" > "$d/$b.err"
    rm -f "$d/$b.err.raw"
    [ -s "$d/$b.err" ] || rm -f "$d/$b.err"
done
