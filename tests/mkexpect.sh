#!/bin/sh
# mkexpect.sh FILE.p... : write FILE.out / FILE.err from real Poplog (~/.refpop/refpop),
# normalised as tests/FORMAT.md says.  Run on a developer machine with refpop installed.
# REFPOP_PRELOAD=F.p: compile F.p first (with pop11_compile, which a DOING
# line does not show), e.g. the Ved stand-in tests/liblib/vedstub.p.
set -u
REFPOP=${REFPOP:-$HOME/.refpop/refpop}
PRELOAD=${REFPOP_PRELOAD:+$(cd "$(dirname "$REFPOP_PRELOAD")" && pwd)/$(basename "$REFPOP_PRELOAD")}
# Upstream Poplog writes adjacent repeats on a DOING line as name(*N): join
# a DOING line with its continuation lines, collapse the repeats, and wrap
# it again as charerr does (a space at column 70 or beyond, any character
# at column 78, starts a new line ";;; <tab>", column 12).
collapse_doing() {
    awk '
    function flush_doing(   n, w, i, j, out, k, col, c, res) {
        n = split(doing, w, " ")
        out = ""
        for (i = 1; i <= n; i = j) {
            for (j = i + 1; j <= n && w[j] == w[i]; j++) ;
            out = out w[i] (j - i > 1 ? "(*" (j - i) ")" : "") " "
        }
        out = ";;; DOING    :  " out
        res = ""; col = 0
        for (k = 1; k <= length(out); k++) {
            c = substr(out, k, 1)
            if (col >= 70 && c == " ") { res = res "\n;;; \t"; col = 12; continue }
            if (col >= 78) { res = res "\n;;; \t"; col = 12 }
            res = res c
            if (c == "\t") col = int(col / 8 + 1) * 8; else col++
        }
        print res
        doing = ""; indoing = 0
    }
    /^;;; DOING    :  / { doing = substr($0, 17); indoing = 1; next }
    indoing && /^;;; \t/ { doing = doing " " substr($0, 6); next }
    indoing { flush_doing() }
    { print }
    END { if (indoing) flush_doing() }
    '
}
for f in "$@"; do
    d=$(cd "$(dirname "$f")" && pwd); b=$(basename "$f" .p)
    # run in a short directory so that Poplog's full path in FILE lines does
    # not make the line wrap: pop11 prints the file name as given
    w=$(mktemp -d /tmp/mkXXXX)
    cp "$d/$b.p" "$w/"
    run=$b.p
    if [ -n "$PRELOAD" ]; then
        mkdir "$w/pre" && cp "$PRELOAD" "$w/pre/preload.p"
        run=pre/run.p
        printf "pop11_compile('pre/preload.p');\npop11_compile('%s.p');\n" "$b" > "$w/$run"
    fi
    ( cd "$w" && "$REFPOP" "$run" > "$d/$b.out" 2> "$d/$b.err.raw" < /dev/null )
    rm -rf "$w"
    dd=$w
    awk -v dir="$dd/" '
        function strip(s) { while ((i = index(s, dir)) > 0) s = substr(s, 1, i-1) substr(s, i+length(dir)); return s }
        /^;;; PRINT DOING$/ { next }
        /^;;; DECLARING VARIABLE / { print; skip = 1; next }
        skip && /^;;; (FILE|DOING|COMPILING|\t)/ { next }
        { skip = 0; print strip($0) }
    ' "$d/$b.err.raw" | collapse_doing > "$d/$b.err"
    rm -f "$d/$b.err.raw"
    [ -s "$d/$b.err" ] || rm -f "$d/$b.err"
done
