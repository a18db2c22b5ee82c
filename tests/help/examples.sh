# The examples of the help files written for pop11 (not help/profile,
# which has its own test, nor help/limits, whose examples fill the heap
# and so are a heavy test of their own, examples_limits.sh): each indented block is extracted and run, one
# pop11 per file.  A block may be a transcript: ": " starts a line typed
# at the prompt, "** " a line it prints (so are trace lines: "> f 1",
# "!< f 2").  The printed lines must come out
# exactly (trailing spaces aside), and nothing may mishap.  Blocks that
# are not Pop-11 are skipped: shell commands ("$ "), a mishap report,
# cross-reference tables ("HELP * NAME ..."), REF entry headers, the
# CONTENTS line, synopses (words in capitals such as NAME or ARG1 stand
# for what the user writes), tables and lists (items set apart by two or
# more spaces; a ;;; comment may be) and indented lines that continue a
# paragraph or a bullet (a code block follows a blank line).
LIB=${POP11_LIBDIR:-../..}
# every documentation file (help/profile and help/limits have tests of
# their own), so that a new file's examples are run without anyone having
# to list it here
files=${HELP_FILES:-$(cd "$LIB" && ls help/* ref/* teach/* | grep -v '^help/profile$\|^help/limits$')}
for f in $files; do
    awk -v code="$TMPDIR/code.p" -v want="$TMPDIR/want" '
        function flush(   i, l) {
            if (n > 0 && keep) for (i = 1; i <= n; i++) {
                l = lines[i]
                if (l ~ /^(\*\* |!*[<>] )/) { sub(/ +$/, "", l); print l > want }
                else { sub(/^(:[0-9]+:|:)( |$)/, "", l); print l > code; blocks[1] = 1 }
            }
            n = 0; keep = 1
        }
        BEGIN { printf "" > code; printf "" > want }
        /^    / {
            if (n == 0 && !blank) keep = 0    # continues a paragraph or bullet
            blank = 0
            line = substr($0, 5)
            if (line ~ /^\$ / || line ~ /^;;; MISHAP/ || line ~ /^[A-Z]+ \* / || line ~ /\[procedure\]/ || line ~ /CONTENTS - /) keep = 0
            t = line; sub(/^(:[0-9]+:|:)? */, "", t)
            if (t !~ /^;;;/ && (t ~ /(^|[^A-Za-z_\047"])[A-Z][A-Z][A-Z]+([^A-Za-z_\047"]|$)/ || t ~ /[^ ]  +[^ ;]/)) keep = 0
            lines[++n] = line; next
        }
        /^$/ { blank = 1; if (n > 0) lines[++n] = ""; next }
        { flush(); blank = 0 }
        END { flush() }
    ' "$LIB/$f"
    if [ ! -s "$TMPDIR/code.p" ]; then echo "$f: no examples"; continue; fi
    POP11HELPPATH= "$POP11" "$TMPDIR/code.p" < /dev/null > "$TMPDIR/out" 2> "$TMPDIR/err"
    status=$?
    grep -E '^(\*\* |!*[<>] )' "$TMPDIR/out" | sed 's/ *$//' > "$TMPDIR/got"
    if [ $status -eq 0 ] && ! grep -q MISHAP "$TMPDIR/err" && cmp -s "$TMPDIR/want" "$TMPDIR/got"; then
        echo "$f: $(wc -l < "$TMPDIR/want" | tr -d ' ') printed lines as shown, no mishap"
    else
        echo "$f: FAILED (exit $status)"
        diff "$TMPDIR/want" "$TMPDIR/got"
        cat "$TMPDIR/err"
    fi
done
