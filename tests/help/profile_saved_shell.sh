# The shell examples of help/profile_saved run as documented: the Pop-11
# examples of the file are run first (as tests/help/examples.sh extracts
# them, without the last block, which deletes the files), then each
# "$ pop11 ..." line of the file (not the synopsis), in the same
# directory.  pop11 --help names the command.
HELP=$(cd "${POP11_LIBDIR:-../..}" && pwd)/help/profile_saved
cd "$TMPDIR" || exit 1
awk '
    function flush(   i) {
        if (n > 0 && keep) for (i = 1; i <= n; i++) if (lines[i] !~ /^\*\* /) print lines[i]
        n = 0; keep = 1
    }
    /^    / {
        if (n == 0 && !blank) keep = 0
        blank = 0
        line = substr($0, 5)
        if (line ~ /^\$ / || line ~ /^;;; MISHAP/ || line ~ /\[procedure\]/ || line ~ /sysdelete/ || line ~ /CONTENTS - /) keep = 0
        if (line !~ /^;;;/ && (line ~ /(^|[^A-Za-z_\047"])[A-Z][A-Z][A-Z]+([^A-Za-z_\047"]|$)/ || line ~ /[^ ]  +[^ ;]/)) keep = 0
        lines[++n] = line; next
    }
    /^$/ { blank = 1; if (n > 0) lines[++n] = ""; next }
    { flush(); blank = 0 }
    END { flush() }
' "$HELP" > examples.p
"$POP11" examples.p > /dev/null 2>&1; echo "examples: exit $?"
grep '^    \$ pop11 ' "$HELP" | grep -v '[A-Z][A-Z]' | sed 's/^    \$ pop11 //' | while read -r args; do
    echo "\$ pop11 $args"
    # shellcheck disable=SC2086
    "$POP11" $args 2>&1; echo "exit $?"
done
"$POP11" --help | grep -A 2 '^  profile RUN'
