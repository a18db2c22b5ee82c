# The exports of fib(25) and a busy loop, checked against the run: the
# collapsed stacks add up to the ticks the report charged and every line is
# a call path the program can make; the SVG parses as XML and the width of
# every frame's rectangle, level by level, is the folded counts through it
# scaled to the graph's width, within one pixel.  (Deterministic tick.)
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cat > "$TMPDIR/c.p" <<EOF
uses profile;
pop11_compile('fib_busy.p');
1000 -> profile_tick_every;
profile fib_and_busy(25, 300000);
profile_export('$TMPDIR/c.folded');
profile_export('$TMPDIR/c.svg');
EOF
"$POP11" "$TMPDIR/c.p" > "$TMPDIR/out" 2> "$TMPDIR/err" || { cat "$TMPDIR/err"; exit 1; }
python3 - "$TMPDIR" <<'EOF'
import re, sys, collections, xml.etree.ElementTree as ET
d = sys.argv[1]
report = open(d + "/out").read()
interrupts = int(re.search(r"Number of interrupts: (\d+)", report).group(1))
charged = int(re.search(r"(\d+) charged", report).group(1))
lines = [l.rsplit(" ", 1) for l in open(d + "/c.folded").read().splitlines()]
total = sum(int(n) for _, n in lines)
print("folded sum = interrupts = charged:", total == interrupts == charged)
# each frame names the line of its call (fib_busy.p: fib_and_busy calls
# fib and busy on line 4, fib calls itself on line 2), the last one none
path = re.compile(r"^fib_and_busy:4(;busy|(;fib:2){0,24};fib)$")
print("every line a call path:", all(path.match(s) for s, _ in lines))
print("fib and busy both sampled:",
      any("busy" in s for s, _ in lines) and any("fib" in s for s, _ in lines))

ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse(d + "/c.svg").getroot()
frames = []
for g in root.findall("s:g", ns):
    title = g.find("s:title", ns).text
    box = g.find("s:svg", ns)
    name = re.match(r"(.*) \(\d+ samples?, ", title).group(1)
    frames.append((float(box.get("y")), name, float(box.get("width"))))
ys = sorted({y for y, _, _ in frames}, reverse=True)   # bottom row: "all"
scale = frames[0][2] / total
ok = True
for depth, y in enumerate(ys[1:], 1):
    want = collections.Counter()
    for s, n in lines:
        names = s.split(";")
        if len(names) >= depth:
            want[tuple(names[:depth])] += int(n)
    got = sorted((name, w) for yy, name, w in frames if yy == y)
    exp = sorted((k[-1], n * scale) for k, n in want.items() if n * scale >= 0.1)
    if len(got) != len(exp) or any(a[0] != b[0] or abs(a[1] - b[1]) > 1 for a, b in zip(got, exp)):
        ok = False
        print("depth", depth, got, exp)
print("rectangle widths proportional within one pixel:", ok, "(levels: %d)" % (len(ys) - 1))
EOF
