# The examples of the help files written for pop11 (not help/profile,
# which has its own test): each indented block is extracted and run, one
# pop11 per file.  A block may be a transcript: ": " starts a line typed
# at the prompt, "** " a line it prints.  The printed lines must come out
# exactly (trailing spaces aside), and nothing may mishap.  Blocks that
# are not Pop-11 are skipped: shell commands ("$ "), a mishap report,
# cross-reference tables ("HELP * NAME ..."), REF entry headers and the
# CONTENTS line.
LIB=${POP11_LIBDIR:-../..}
for f in ${HELP_FILES:-help/help help/pop11 help/helpfiles ref/reffiles}; do
    awk -v code="$TMPDIR/code.p" -v want="$TMPDIR/want" '
        function flush(   i, l) {
            if (n > 0 && keep) for (i = 1; i <= n; i++) {
                l = lines[i]
                if (l ~ /^\*\* /) { sub(/ +$/, "", l); print l > want }
                else { sub(/^(:[0-9]+:|:)( |$)/, "", l); print l > code; blocks[1] = 1 }
            }
            n = 0; keep = 1
        }
        BEGIN { printf "" > code; printf "" > want }
        /^    / {
            line = substr($0, 5)
            if (line ~ /^\$ / || line ~ /^;;; MISHAP/ || line ~ /^[A-Z]+ \* / || line ~ /\[procedure\]/ || line ~ /CONTENTS - /) keep = 0
            lines[++n] = line; next
        }
        /^$/ { if (n > 0) lines[++n] = ""; next }
        { flush() }
        END { flush(); if (!blocks[1]) print "no examples" > "/dev/stderr" }
    ' "$LIB/$f"
    POP11HELPPATH= "$POP11" "$TMPDIR/code.p" < /dev/null > "$TMPDIR/out" 2> "$TMPDIR/err"
    status=$?
    grep '^\*\* ' "$TMPDIR/out" | sed 's/ *$//' > "$TMPDIR/got"
    if [ $status -eq 0 ] && ! grep -q MISHAP "$TMPDIR/err" && cmp -s "$TMPDIR/want" "$TMPDIR/got"; then
        echo "$f: $(wc -l < "$TMPDIR/want" | tr -d ' ') printed lines as shown, no mishap"
    else
        echo "$f: FAILED (exit $status)"
        diff "$TMPDIR/want" "$TMPDIR/got"
        cat "$TMPDIR/err"
    fi
done
