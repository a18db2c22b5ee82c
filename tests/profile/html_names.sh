# Names in the HTML report are escaped (HELP PROFILE, section 12): the
# procedures of export_names.sh (a semicolon, a space, quotes, a newline,
# UTF-8, a backslash, "f:12", a byte that is not UTF-8, & < >) and one
# named </script><script>... .  python3's HTML parser reads the page: its
# table rows name every procedure as the collapsed stacks of the same run
# do (their text, escaped alike); in headless chromium the page logs no
# console message, the flame graph's frames are those of the collapsed
# stacks, the table's cells show the names, and a search for a name with
# & < and a quote finds its one frame.  Then the differential view
# (pop11 profile --diff --out=d.html) of two saved runs: it loads with no
# console message, its table sorts by change, and its flame graph is side
# B's.  Without chromium: skipped (77).
. ./html_common.sh
cd "$TMPDIR" || exit 1
cat > names.p << 'END'
uses profile;
1000 -> profile_tick_every;
vars names = [% 'semi;colon', 'with space', 'quote"d', 'it\'s', 'new\nline',
                consstring(`c`, `a`, `f`, 195, 169, 5), 'back\\slash', 'f:12',
                consstring(`b`, `a`, `d`, 233, 4), 'a&b<c>', '</script><script>x="\'"',
                'say "a&<b>"' %];
vars procs = [% lvars s, p;
                for s in names do
                    popval([procedure(); repeat 20000 times endrepeat endprocedure]) -> p;
                    consword(s) -> pdprops(p);
                    p
                endfor %];
define driver(); applist(procs, apply) enddefine;
profile driver();
profile_export('n.html');
profile_export('n.folded');
profile_save('n.run');
END
"$POP11" names.p > out 2>&1 || { echo "names.p: exit $?"; cat out; }
python3 - << 'EOF'
from html.parser import HTMLParser
class P(HTMLParser):
    def __init__(self):
        super().__init__(); self.rows = []; self.scripts = 0; self.cells = []; self.intd = False
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "tr" and "data-name" in a: self.rows.append(a["data-name"])
        if tag == "script": self.scripts += 1
        if tag == "td" and a.get("class") == "name": self.intd = True; self.cells.append("")
    def handle_endtag(self, tag):
        if tag == "td": self.intd = False
    def handle_data(self, d):
        if self.intd: self.cells[-1] += d
p = P(); p.feed(open("n.html", encoding="utf-8").read())
folded = [l.rsplit(" ", 1)[0].split(";") for l in open("n.folded", encoding="utf-8").read().splitlines()]
leaves = {f[-1] for f in folded}
print("html parser: two script elements (the data, the script):", p.scripts == 2)
print("table rows: every procedure, named as in the collapsed stacks:",
      set(p.rows) == leaves and len(p.rows) == 12)
print("name cells: the same text:", set(p.cells) == set(p.rows))
EOF
cat > test.js << 'END'
function test(r) {
    r.frames = Array.prototype.map.call(document.querySelectorAll('#flame g.frame'),
                                        function (g) { return g.getAttribute('data-label'); });
    r.cells = Array.prototype.map.call(document.querySelectorAll('#report td.name'),
                                       function (td) { return td.textContent; });
    var s = document.getElementById('search');
    s.value = 'say "a&<b>"';
    s.dispatchEvent(new Event('input', { bubbles: true }));
    r.matches = document.getElementById('matches').textContent;
    r.match_labels = Array.prototype.map.call(document.querySelectorAll('#flame g.match'),
                                              function (g) { return g.getAttribute('data-label'); });
}
END
load_page n.html test.js names.json
python3 - << 'EOF'
import json
r = json.load(open("names.json"))
folded = [l.rsplit(" ", 1)[0].split(";") for l in open("n.folded", encoding="utf-8").read().splitlines()]
frames = {x for f in folded for x in f}
print("chromium: the flame graph's frames are the collapsed stacks':", set(r["frames"]) == frames | {"all"})
print("chromium: the table's names are the procedures':",
      set(r["cells"]) == {f[-1] for f in folded} and len(r["cells"]) == 12)
print("search 'say \"a&<b>\"':", r["matches"], r["match_labels"])
EOF
# the differential view: a run of the names, and one with the first name's
# procedure called twice more
sed 's/profile driver();/profile (driver(), apply(hd(procs)), apply(hd(procs)));/; s/n\.run/m.run/; s/n\.folded/m.folded/; /n\.html/d' names.p > names2.p
"$POP11" names2.p > out2 2>&1 || { echo "names2.p: exit $?"; cat out2; }
"$POP11" profile --diff --out=d.html n.run -- m.run > diff.txt 2>&1 || { echo "diff: exit $?"; cat diff.txt; }
cat > test.js << 'END'
function test(r) {
    var heads = document.querySelectorAll('#diff thead th'), col = {};
    for (var i = 0; i < heads.length; i++) col[heads[i].textContent] = i;
    heads[col.change].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    r.by_change = Array.prototype.map.call(document.querySelectorAll('#diff tbody tr'),
                                           function (tr) { return +tr.cells[col.change].getAttribute('data-v'); });
    r.root = document.querySelector('#flame g.frame').getAttribute('data-label');
    r.nframes = document.querySelectorAll('#flame g.frame').length;
}
END
load_page d.html test.js diff.json
python3 - << 'EOF'
import json, re
r = json.load(open("diff.json"))
text = open("diff.txt", encoding="latin-1").read()
rows = len(re.findall(r"^\s*[\d.]+\s+[\d.]+\s+[-+][\d.]+\s+\[", text, re.M))
print("diff table: the report's rows (%d):" % rows, len(r["by_change"]) == rows)
print("sorted by change, largest first:", r["by_change"] == sorted(r["by_change"], reverse=True))
stacks = [l.rsplit(" ", 1)[0].split(";") for l in open("m.folded", encoding="utf-8").read().splitlines()]
nodes = {tuple(f[:k]) for f in stacks for k in range(1, len(f) + 1)}
print("flame graph: all and a frame for each node of B's tree of stacks:",
      r["root"] == "all" and r["nframes"] == len(nodes) + 1)
EOF
