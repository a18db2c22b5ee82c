# The examples of help/profile_diff run as documented: its Pop-11
# examples first (as examples.sh extracts them), then each "$ pop11 ..."
# line of the file (not the synopsis), in the same directory; where the
# help shows what a command prints (the indented block after it), the
# output must be that block exactly.  pop11 --help names the command.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
HELP=$(cd "${POP11_LIBDIR:-../..}" && pwd)/help/profile_diff
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
        if (line ~ /^\$ / || line ~ /^;;; MISHAP/ || line ~ /\[procedure\]/ || line ~ /CONTENTS - /) keep = 0
        if (line !~ /^;;;/ && (line ~ /(^|[^A-Za-z_\047"])[A-Z][A-Z][A-Z]+([^A-Za-z_\047"]|$)/ || line ~ /[^ ]  +[^ ;]/)) keep = 0
        lines[++n] = line; next
    }
    /^$/ { blank = 1; if (n > 0) lines[++n] = ""; next }
    { flush(); blank = 0 }
    END { flush() }
' "$HELP" > examples.p
"$POP11" examples.p > /dev/null 2>&1; echo "examples: exit $?"
POP11="$POP11" python3 - "$HELP" << 'PY'
import os, re, subprocess, sys
lines = open(sys.argv[1]).read().splitlines()
i = 0
while i < len(lines):
    m = re.match(r"^    \$ pop11 (.*)$", lines[i])
    i += 1
    if not m or re.search(r"[A-Z]{2}", m.group(1)):
        continue
    args = m.group(1).split()
    r = subprocess.run([os.environ["POP11"]] + args, capture_output=True, text=True)
    print("$ pop11 " + m.group(1))
    print("exit", r.returncode, "stderr:", repr(r.stderr))
    # the block shown after it: blank lines, then indented lines (and
    # blank lines between them) up to text that is not indented
    j = i
    while j < len(lines) and lines[j] == "":
        j += 1
    block = []
    while j < len(lines) and (lines[j].startswith("    ") or lines[j] == ""):
        block.append(lines[j][4:])
        j += 1
    while block and block[-1] == "":
        block.pop()
    if block and not block[0].startswith("$ ") and block[0].startswith("Differential"):
        got = r.stdout.strip("\n").splitlines()
        print("output as the help shows it:", got == block)
        if got != block:
            print("\n".join(got))
    else:
        print("\n".join(l.rstrip() for l in r.stdout.splitlines()))
PY
for f in change.svg; do [ -s "$f" ] && echo "$f written"; done
"$POP11" --help | grep -A 6 '^  profile RUN'
