# heavy (the GC-stress build would collect at each of its many safe points)
# Bug 2 of issue 30: the flame graph was drawn by a Pop-11 procedure that
# recursed once per stack level, so a 10 000-deep recursion profiled with
# pop11 %profile=all %profile-out=deep.svg stopped at rle (RECURSION LIMIT)
# inside write_svg, leaving a truncated SVG and exit status 1.  The
# exports walk stacks in loops: every export of that run is written whole
# (checked by its consumer: the folded lines' depth, python3's json, the
# SVG by python3's XML parser with a frame at every level, the saved run
# reloaded and exported again, the call graph printed; at 10^5 frames the
# pprof file too, decoded here).  And an export
# that stops at a mishap leaves no file behind, nor a temporary one, and
# an older file of that name as it was.  Then the same with 10^5 frames.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cd "$TMPDIR" || exit 1
cat > deep.p << 'END'
define spin(); lvars i, s = 0; for i from 1 to 50000 do s + i -> s endfor; s enddefine;
define deep(n); if n > 0 then deep(n - 1) else spin() -> endif enddefine;
deep(10000);
END
for f in deep.svg deep.run; do
    "$POP11" %profile=all %profile-tick=20000 %profile-out=$f deep.p > out 2>&1
    echo "$f: exit $?"
    grep MISHAP out
done
# the other exports of the same run, from the saved run
"$POP11" ":uses profile; profile_load('deep.run'); profile_export('deep.folded');
    profile_export('deep.speedscope.json'); profile_save('deep2.run');
    profile_load('deep2.run'); profile_export('deep2.folded');
    true -> profile_show_callgraph; profile_report_last();" > cg 2>&1
echo "call graph: exit $?"
grep -A 3 '^index' cg | sed -n 2,4p | tr -s ' '
python3 - << 'EOF2'
import json, xml.etree.ElementTree as ET
folded = [l.rsplit(" ", 1) for l in open("deep.folded").read().splitlines()]
depths = sorted(len(s.split(";")) for s, _ in folded)
print("folded: deepest stack", depths[-1], "frames")
print("saved run reloaded and exported: the same lines:",
      sorted(open("deep2.folded").read().splitlines()) ==
      sorted(open("deep.folded").read().splitlines()))
d = json.load(open("deep.speedscope.json"))
print("speedscope: deepest sample", max(len(s) for s in d["profiles"][0]["samples"]), "frames")
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse("deep.svg").getroot()
ys = {float(g.find("s:svg", ns).get("y")) for g in root.findall("s:g", ns)}
# (the flame graph folds the recursion beyond profile_svg_fold_depth, 200)
print("svg: frames on", len(ys), "levels (all, 200 of deep, the rest folded in the last, spin)")
EOF2
echo "--- an export that stops at a mishap leaves no file"
"$POP11" ":uses profile; profile_load('deep.run');
    profile_export('g.svg');
    'x' -> profile_svg_frame_height;
    profile_export('g.svg');" > out 2>&1
echo "exit $?"
grep -c MISHAP out
ls | grep -c 'tmp$'
python3 -c "import xml.etree.ElementTree as ET; ET.parse(\"g.svg\"); print(\"the older g.svg is whole\")"
"$POP11" ":uses profile; profile_load('deep.run');
    'x' -> profile_svg_frame_height;
    profile_export('h.svg');" > out 2>&1
echo "exit $?"
ls | grep -c '^h\.svg'
echo "--- 10^5 frames"
cat > deep5.p << 'END'
100000000 -> pop_callstack_lim;
define spin(); lvars i, s = 0; for i from 1 to 300000 do s + i -> s endfor; s enddefine;
define deep(n); if n > 0 then deep(n - 1) else spin() -> endif enddefine;
deep(100000);
END
"$POP11" %profile=all %profile-tick=200000 %profile-out=d5.run deep5.p > out 2>&1
echo "d5.run: exit $?"
# (without POP11_TICK_STRESS: a tick at every safe point of the 10^7
# steps of these exports takes over 30 s in the ASan build; the 10^4 case
# above runs with it)
# (the SVG with every level drawn: profile_svg_fold_depth false)
env -u POP11_TICK_STRESS "$POP11" ":uses profile; profile_load('d5.run'); profile_export('d5.folded');
    profile_export('d5.speedscope.json'); profile_export('d5.pb.gz');
    false -> profile_svg_fold_depth; profile_export('d5.svg');
    profile_save('d52.run'); profile_load('d52.run'); profile_export('d52.folded');
    profile_callgraph();" > cg 2>&1
echo "exports and call graph: exit $?"
grep -c '^\[' cg
python3 - << 'EOF2'
import json, xml.etree.ElementTree as ET
folded = [l.rsplit(" ", 1) for l in open("d5.folded").read().splitlines()]
print("folded: deepest stack", max(len(s.split(";")) for s, _ in folded), "frames")
print("saved run reloaded and exported: the same lines:",
      open("d52.folded").read() == open("d5.folded").read())
d = json.load(open("d5.speedscope.json"))
print("speedscope: deepest sample", max(len(s) for s in d["profiles"][0]["samples"]), "frames")
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse("d5.svg").getroot()
ys = {float(g.find("s:svg", ns).get("y")) for g in root.findall("s:g", ns)}
print("svg: frames on", len(ys), "levels")
import gzip
def varint(b, i):
    n = sh = 0
    while True:
        c = b[i]; i += 1; n |= (c & 127) << sh; sh += 7
        if c < 128: return n, i
def fields(b):
    i = 0
    while i < len(b):
        k, i = varint(b, i)
        if k & 7 == 0: v, i = varint(b, i)
        else:
            n, i = varint(b, i); v = b[i:i + n]; i += n
        yield k >> 3, v
def count(b):
    i = n = 0
    while i < len(b): _, i = varint(b, i); n += 1
    return n
pb = gzip.open("d5.pb.gz").read()
deepest = max(sum(count(v) for k, v in fields(s) if k == 1) for k, s in fields(pb) if k == 2)
print("pprof: deepest sample", deepest, "frames")
EOF2
