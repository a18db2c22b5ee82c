# The pprof export read by Go's own tool (go tool pprof, Debian golang-go;
# skipped without it): for a count-all run of fib(20) and a busy loop
# (deterministic tick), written by profile_export and by pop11
# %profile-out, -traces -lines lists the same stacks, frame by frame with
# the same lines, and the same counts as the .folded export of the run;
# -top gives each row the report's own count, -top -cum its active count;
# the second sample type holds the count times the period.  A flat run's
# -top is its report's counts.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
command -v go > /dev/null || { echo "go not found (Debian golang-go)"; exit 77; }
go tool pprof -h > /dev/null 2>&1 || { echo "go tool pprof does not run"; exit 77; }
export PPROF_TMPDIR="$TMPDIR" GOCACHE="$TMPDIR/gocache" GOPATH="$TMPDIR/go"
cp fib_busy.p "$TMPDIR/" && cd "$TMPDIR" || exit 1
cat > c.p <<'END'
uses profile;
pop11_compile('fib_busy.p');
1000 -> profile_tick_every;
true -> profile_count_all;
profile fib_and_busy(20, 100000);
profile_export('c.folded');
profile_export('c.pb.gz');
END
"$POP11" c.p > all.out 2>&1 || { cat all.out; exit 1; }
cat fib_busy.p - > prog.p <<'END'
fib_and_busy(18, 50000);
END
"$POP11" %profile-tick=500 %profile-out=flat.pb.gz prog.p > flat.out 2>&1 || { cat flat.out; exit 1; }
"$POP11" %profile-tick=500 %profile-out=flat.folded prog.p > /dev/null 2>&1 || exit 1
for f in c flat; do
    go tool pprof -traces -lines $f.pb.gz > $f.traces 2> /dev/null || { echo "$f: pprof -traces failed"; exit 1; }
    go tool pprof -top -nodecount=1000 $f.pb.gz > $f.top 2> /dev/null || exit 1
    go tool pprof -top -cum -nodecount=1000 $f.pb.gz > $f.cum 2> /dev/null || exit 1
    go tool pprof -raw $f.pb.gz > $f.raw 2> /dev/null || exit 1
done
python3 - << 'PY'
import re, collections
def traces(path):
    # -traces -lines: a sample is "N   leaf file[:line]" then one frame a line,
    # outermost last; blocks separated by lines of dashes
    out = collections.Counter(); cur = None
    for l in open(path).read().splitlines():
        if l.startswith("-----------+"):
            if cur: out[";".join(reversed(cur[1]))] += cur[0]
            cur = None; continue
        m = re.match(r"^\s+(\d+)\s+(\S.*)$", l)
        if cur is None and m and "|" not in l:
            cur = [int(m.group(1)), [m.group(2)]]
        elif cur is not None and l.strip():
            cur[1].append(l.strip())
    if cur: out[";".join(reversed(cur[1]))] += cur[0]
    # "name file:line" -> "name:line", "name file" -> "name"
    fixed = collections.Counter()
    for s, n in out.items():
        fr = []
        for f in s.split(";"):
            name, loc = f.rsplit(" ", 1)
            m = re.search(r":(\d+)$", loc)
            fr.append(name + (":" + m.group(1) if m else ""))
        fixed[";".join(fr)] += n
    return fixed
def folded(path):
    c = collections.Counter()
    for l in open(path).read().splitlines():
        s, n = l.rsplit(" ", 1); c[s] += int(n)
    return c
def top(path):
    rows = {}
    for l in open(path).read().splitlines():
        m = re.match(r"^\s*(\d+)\s+\S+%\s+\S+%\s+(\d+)\s+\S+%\s+(\S+)$", l)
        if m: rows[m.group(3)] = (int(m.group(1)), int(m.group(2)))
    return rows
def report(path):
    rows = {}
    for l in open(path).read().splitlines():
        m = re.match(r"^\s*(\d+)\s+[\d.]+\s+(\d+)\s+[\d.]+\s+(\S+)$", l)
        if m: rows[m.group(3)] = (int(m.group(1)), int(m.group(2)))
    return rows
for f in ["c", "flat"]:
    t, fo = traces(f + ".traces"), folded(f + ".folded")
    print(f, "stacks:", len(fo), "traces = folded (stacks, lines, counts):", t == fo)
rep, tp, cum = report("all.out"), top("c.top"), top("c.cum")
print("count-all -top flat = report's own counts:",
      {k: v[0] for k, v in tp.items() if v[0] > 0} == {k: v[0] for k, v in rep.items() if v[0] > 0})
print("count-all -top -cum = report's active counts:",
      {k: v[1] for k, v in cum.items()} == {k: v[1] for k, v in rep.items()})
print("rows:", sorted((k, v) for k, v in rep.items()))
frep, ftop = report("flat.out"), top("flat.top")
print("flat -top flat = report's counts:", {k: v[0] for k, v in ftop.items() if v[0] > 0} == {k: v[0] for k, v in frep.items()},
      sorted((k, v[0]) for k, v in frep.items()))
raw = open("c.raw").read()
vals = re.findall(r"^\s+(\d+)\s+(\d+):", raw, re.M)
period = int(re.search(r"^Period: (\d+)", raw, re.M).group(1))
print("sample types:", re.search(r"^(samples/count.*)$", raw, re.M).group(1).split(),
      "cpu = count * period:", period > 0 and all(int(b) == int(a) * period for a, b in vals))
PY
