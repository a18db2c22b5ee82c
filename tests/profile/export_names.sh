# Bug 19 of issue 30: a procedure name with a semicolon or a newline
# corrupted the collapsed stacks (a frame split in two, a line broken),
# and a byte that is not UTF-8 made the speedscope file and the flame
# graph unreadable.  Every export escapes names (HELP PROFILE, section
# 12): procedures named with ; a space, quotes, a newline, UTF-8 (e acute),
# a backslash, "f:12" (a colon before a digit, like a frame's :LINE), a
# byte that is not UTF-8 and XML's & < >, each opened by its consumer:
# the collapsed stacks split as flamegraph.pl splits them and unescaped,
# the speedscope file by python3's json, the SVG by xmllint (when the
# machine has it) and python3's XML parser, the saved run reloaded with
# profile_load.  Deterministic tick.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cd "$TMPDIR" || exit 1
cat > names.p << 'END'
uses profile;
1000 -> profile_tick_every;
vars names = [% 'semi;colon', 'with space', 'quote"d', 'it\'s', 'new\nline',
                consstring(`c`, `a`, `f`, 195, 169, 5), 'back\\slash', 'f:12',
                consstring(`b`, `a`, `d`, 233, 4), 'a&b<c>' %];
;;; a procedure for each name (a word), spinning a fixed number of times
vars procs = [% lvars s, p;
                for s in names do
                    popval([procedure(); repeat 20000 times endrepeat endprocedure]) -> p;
                    consword(s) -> pdprops(p);
                    p
                endfor %];
define driver(); applist(procs, apply) enddefine;
profile driver();
profile_export('n.folded');
profile_export('n.speedscope.json');
profile_export('n.svg');
profile_save('n.run');
;;; the names as the consumers must find them, one a line, \n for a newline
define pr_names();
    lvars s, c;
    dlocal cucharout = discout('names.txt');
    for s in names do
        for c in_string s do if c == `\n` then pr('\\n') else cucharout(c) endif endfor;
        cucharout(`\n`)
    endfor;
    cucharout(termin)
enddefine;
pr_names();
END
"$POP11" names.p > out 2>&1 || { echo "names.p: exit $?"; cat out; }
cat > reload.p << 'END'
uses profile;
1000 -> profile_tick_every;
profile_load('n.run');
;;; the rows of the loaded run, with their counts
define pr_rows();
    lvars c, item, n;
    dlocal cucharout = discout('loaded.txt');
    for item, n in_property profile_last_run("counts") do
        for c in_string item sys_>< '' do
            if c == `\n` then pr('\\n') else cucharout(c) endif
        endfor;
        cucharout(`\s`); pr(n); cucharout(`\n`)
    endfor;
    cucharout(termin)
enddefine;
pr_rows();
;;; the loaded run exported again: the same collapsed stacks
profile_export('n2.folded');
END
"$POP11" reload.p > out2 2>&1 || { echo "reload.p: exit $?"; cat out2; }
if command -v xmllint > /dev/null; then
    xmllint --noout n.svg && echo "xmllint: the SVG is well-formed"
else    # not on this machine: python3's DOM parser instead
    python3 -c 'import xml.dom.minidom; xml.dom.minidom.parse("n.svg")' &&
        echo "xmllint: the SVG is well-formed"
fi
python3 - << 'EOF2'
import json, re, xml.etree.ElementTree as ET
names = [l.replace("\\n", "\n") for l in
         open("names.txt", encoding="latin-1").read().split("\n")[:-1]]
def unescape(t):
    # the folded text of a name, back to its bytes (as latin-1 characters)
    b = t.encode("utf-8")
    out, i = bytearray(), 0
    while i < len(b):
        if b[i:i+2] == b"\\\\": out += b"\\"; i += 2
        elif b[i:i+2] == b"\\x": out.append(int(b[i+2:i+4], 16)); i += 4
        else: out.append(b[i]); i += 1
    return out.decode("latin-1")
print(len(names), "names")
# collapsed stacks, split as flamegraph.pl does: the count after the last space
raw = open("n.folded", "rb").read()
text = raw.decode("utf-8")
lines = text.splitlines()
leaves = {}
ok = True
for l in lines:
    stack, n = l.rsplit(" ", 1)
    frames = stack.split(";")
    if len(frames) != 2 or not re.match(r"^driver:\d+$", frames[0]):
        ok = False; print("bad line:", repr(l))
    leaves[unescape(frames[-1])] = int(n)
print("folded: valid UTF-8, one line per stack, each driver:LINE;NAME N:", ok)
print("folded: the leaves unescaped are the names:", sorted(leaves) == sorted(names))
print("folded: every name 20 ticks:", set(leaves.values()) == {20})
# speedscope, by python's json
d = json.load(open("n.speedscope.json", encoding="utf-8"))
fr = [f["name"] for f in d["shared"]["frames"]]
def as_json(n):
    # a name's bytes as JSON should give them: UTF-8 decoded, a byte that is
    # not UTF-8 as the character of its code
    u = n.encode("latin-1").decode("utf-8", "surrogateescape")
    return "".join(chr(ord(c) - 0xdc00) if 0xdc80 <= ord(c) <= 0xdcff else c for c in u)
print("speedscope: parsed by json; the frames are the names:",
      sorted(f for f in fr if f != "driver") == sorted(as_json(n) for n in names))
print("speedscope: samples and weights add up:",
      sum(d["profiles"][0]["weights"]) == sum(leaves.values()))
# the flame graph, by python's XML parser
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse("n.svg").getroot()
titles = [g.find("s:title", ns).text for g in root.findall("s:g", ns)]
svgnames = set(re.match(r"(.*) \(\d+ samples?, ", t).group(1) for t in titles)
print("svg: parsed; every frame's name as in the collapsed stacks:",
      svgnames == {"all"} | {s for l in lines for s in l.rsplit(" ", 1)[0].split(";")})
# the saved run reloaded
loaded = {}
for l in open("loaded.txt", encoding="latin-1").read().split("\n")[:-1]:
    name, n = l.rsplit(" ", 1)
    loaded[name.replace("\\n", "\n")] = int(n)
print("saved run reloaded: every name, 20 ticks:",
      all(loaded.get(n) == 20 for n in names))
print("loaded run exported again: the same collapsed stacks:",
      sorted(open("n2.folded", "rb").read().splitlines()) == sorted(raw.splitlines()))
EOF2
