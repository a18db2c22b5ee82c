#!/bin/sh
# mkexpect.sh FILE.p... : write FILE.out / FILE.err from real Poplog (~/.refpop/refpop),
# normalised as tests/FORMAT.md says.  Run on a developer machine with refpop installed.
set -u
REFPOP=${REFPOP:-$HOME/.refpop/refpop}
for f in "$@"; do
    d=$(cd "$(dirname "$f")" && pwd); b=$(basename "$f" .p)
    ( cd "$d" && "$REFPOP" "$b.p" > "$b.out" 2> "$b.err.raw" < /dev/null )
    awk -v dir="$d/" '
        function strip(s) { while ((i = index(s, dir)) > 0) s = substr(s, 1, i-1) substr(s, i+length(dir)); return s }
        /^;;; PRINT DOING$/ { next }
        /^;;; DECLARING VARIABLE / { print; skip = 1; next }
        skip && /^;;; (FILE|DOING|COMPILING)/ { next }
        { skip = 0; print strip($0) }
    ' "$d/$b.err.raw" > "$d/$b.err"
    rm -f "$d/$b.err.raw"
    [ -s "$d/$b.err" ] || rm -f "$d/$b.err"
done
