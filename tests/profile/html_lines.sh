# With time per line (pop11 %profile=lines), the HTML report has the
# hottest lines and the program's source annotated, and they are the
# report's: python3's HTML parser reads each line's %Self and %Incl from
# the page and they are the ones the text report prints for the same run,
# line for line, with the source text of each line.  Deterministic tick.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cd "$TMPDIR" || exit 1
cat > work.p << 'END'
define triv(); repeat 3 times endrepeat enddefine;
define work(n);
    lvars i, x = 1, y = 2, z;
    for i from 1 to n do
        y * 3 - x * 5 + y * 7 - x * 2 + y * 4 -> z;
        triv();
    endfor;
enddefine;
work(20000);
END
"$POP11" %profile=lines %profile-tick=7 %profile-out=w.html work.p > report.txt 2>&1 || cat report.txt
python3 - << 'EOF'
import re
from html.parser import HTMLParser
class P(HTMLParser):
    def __init__(self):
        super().__init__(); self.tables = {}; self.cur = None; self.row = None; self.cell = None
    def handle_starttag(self, tag, a):
        a = dict(a)
        if tag == "table": self.cur = a.get("id") or a.get("class"); self.tables.setdefault(self.cur, [])
        if tag == "tr": self.row = []
        if tag == "td": self.cell = ""
    def handle_endtag(self, tag):
        if tag == "td": self.row.append(self.cell); self.cell = None
        if tag == "tr" and self.row: self.tables[self.cur].append(self.row); self.row = None
    def handle_data(self, d):
        if self.cell is not None: self.cell += d
p = P(); p.feed(open("w.html", encoding="utf-8").read())
rep = open("report.txt").read().split("\n")
i = rep.index("work.p (%s samples)" % re.search(r"Number of interrupts: (\d+)", "\n".join(rep)).group(1))
text = [l for l in rep[i + 2:] if l.strip()]
src = open("work.p").read().splitlines()
ok = len(p.tables["source"]) == len(src) == len(text)
for row, line in zip(p.tables["source"], text):
    self_, incl, num, code = row
    want = line[:6].strip(), line[7:13].strip(), line[13:19].strip(), line[21:]
    if (self_, incl, num, code) != want: ok = False; print("differs:", row, want)
print("annotated source: every line, with the report's %Self and %Incl:", ok)
hot = [l for l in rep[rep.index("Hottest lines (%d samples):" % int(re.search(r"Number of interrupts: (\d+)", "\n".join(rep)).group(1))) + 2:i] if l.strip()]
html_hot = [(r[0], r[1]) for r in p.tables["lines"]]
print("hottest lines: the report's, in its order:",
      html_hot[:len(hot)] == [(l.split()[0], l.split()[1]) for l in hot] and len(hot) > 1)
EOF
