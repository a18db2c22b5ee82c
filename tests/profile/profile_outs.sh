# pop11 %profile with %profile-out given more than once: every file is
# written, from the one run (the folded file, the speedscope file and the
# saved run reloaded and exported again hold the same samples), a name with
# a space and a quote included; a bad one among them stops before the run.
# Deterministic tick.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cat fib_busy.p - > "$TMPDIR/prog.p" <<'EOF2'
fib_and_busy(15, 5000);
EOF2
cd "$TMPDIR"
"$POP11" %profile=all %profile-tick=50 %profile-out=a.folded \
    "%profile-out=it's a.run" %profile-out=a.speedscope.json prog.p > rep.out
echo "exit $?"
ls a.folded "it's a.run" a.speedscope.json
"$POP11" profile --out=b.folded "it's a.run" > /dev/null; echo "reloaded: exit $?"
cmp a.folded b.folded && echo "the saved run gives the same folded stacks"
python3 - <<'EOF2'
import json, re
folded = sum(int(l.rsplit(" ", 1)[1]) for l in open("a.folded"))
ss = json.load(open("a.speedscope.json"))
weights = sum(sum(p["weights"]) for p in ss["profiles"])
n = int(re.search(r"Number of interrupts: (\d+)", open("rep.out").read()).group(1))
print("folded, speedscope and report agree:", folded == weights == n)
EOF2
echo "--- a bad name among them"
"$POP11" %profile-out=c.folded %profile-out=c.xml prog.p 2>&1; echo "exit $?"
ls c.folded 2> /dev/null || echo "no file written"
