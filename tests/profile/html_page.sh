# The HTML report (profile_export('F.html'), HELP PROFILE section 12) in a
# real browser: headless chromium loads the page with no console message
# (no error, no exception), and a script added to a copy of it dispatches
# real DOM events: a click on a frame zooms to it (the frame and the
# frames drawn above it take the widths the collapsed stacks of the same
# run give them), a second click shows the whole graph again, typing in the search box
# highlights and counts the frames whose names contain the text (as many
# as the tree of the collapsed stacks has), the pointer over a frame
# shows its samples and call count (the report's), and a click on a
# column's heading sorts the table by it (numbers largest first, a second
# click reverses, names A to Z).  Deterministic tick, call counts,
# count-all.  Without chromium: skipped (77).
. ./html_common.sh
cd "$TMPDIR" || exit 1
cat > prog.p << 'END'
uses profile;
define leaf_alpha(); repeat 300 times endrepeat enddefine;
define leaf_beta(); repeat 100 times endrepeat enddefine;
define mid(); leaf_alpha(); leaf_beta() enddefine;
define top(); lvars i;
    for i from 1 to 200 do mid() endfor;
    repeat 50 times leaf_alpha() endrepeat
enddefine;
50 -> profile_tick_every;
true -> profile_call_counts;
true -> profile_count_all;
false -> profile_show_max;
profile top();
profile_export('p.html');
profile_export('p.folded');
END
"$POP11" prog.p > report.txt 2>&1 || { echo "prog.p: exit $?"; cat report.txt; }
cat > test.js << 'END'
function frames() {
    return Array.prototype.map.call(document.querySelectorAll('#flame g.frame'), function (g) {
        var rect = g.querySelector('rect');
        return [g.getAttribute('data-label'), +rect.getAttribute('x'), +rect.getAttribute('width'),
                +rect.getAttribute('y'), g.getAttribute('class')];
    });
}
function frame(label) {
    var gs = document.querySelectorAll('#flame g.frame');
    for (var i = 0; i < gs.length; i++) if (gs[i].getAttribute('data-label') === label) return gs[i];
    return null;
}
function click(el) { el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })); }
function test(r) {
    r.ready = document.body.getAttribute('data-ready');
    r.before = frames();
    click(frame('mid:4').querySelector('rect'));
    r.zoomed = frames();
    r.zoom_text = document.getElementById('zoom').textContent;
    click(frame('mid:4').querySelector('rect'));
    r.backed_out = frames();
    var s = document.getElementById('search');
    s.value = 'leaf';
    s.dispatchEvent(new Event('input', { bubbles: true }));
    r.matches = document.getElementById('matches').textContent;
    r.highlighted = document.querySelectorAll('#flame g.match').length;
    var g = frame('mid:4');
    g.querySelector('rect').dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 100, clientY: 100 }));
    r.tip = document.getElementById('tip').textContent;
    r.tip_shown = document.getElementById('tip').style.display;
    function order(col) {
        return Array.prototype.map.call(document.querySelectorAll('#report tbody tr'), function (tr) {
            return tr.cells[col].getAttribute('data-v');
        });
    }
    var heads = document.querySelectorAll('#report thead th'), names = {};
    for (var i = 0; i < heads.length; i++) names[heads[i].textContent] = i;
    r.headings = Object.keys(names);
    click(heads[names.Name]);
    r.by_name = order(names.Name);
    click(heads[names.Calls]);
    r.by_calls = order(names.Calls);
    r.by_calls_names = order(names.Name);
    click(heads[names.Calls]);
    r.by_calls_again = order(names.Calls);
    r.sort_mark = heads[names.Calls].getAttribute('aria-sort');
}
END
load_page p.html test.js results.json
python3 - << 'EOF'
import json, re, collections
r = json.load(open("results.json"))
print("the script ran to its end:", r["ready"] == "true")
report = open("report.txt").read()
folded = [l.rsplit(" ", 1) for l in open("p.folded").read().splitlines()]
total = sum(int(n) for _, n in folded)
# the tree of the stacks: path -> samples
tree = collections.Counter()
for s, n in folded:
    fr = s.split(";")
    for k in range(1, len(fr) + 1): tree[tuple(fr[:k])] += int(n)
W = 1200 - 2 * 10
def check(drawn, zoom):
    # each frame drawn under zoom (a path) is as wide as its samples say
    ztotal = tree[zoom] if zoom else total
    ok = True
    for label, x, w, y, cls in drawn:
        if label == "all":
            want = W if not zoom else W
        elif "ancestor" in cls:
            want = W
        else:
            paths = [p for p in tree if p[-1] == label and (not zoom or p[:len(zoom)] == zoom)]
            ws = [tree[p] * W / ztotal for p in paths]
            if not any(abs(w - v) < 0.02 for v in ws): ok = False; print("frame", label, w, "not in", ws)
            continue
        if abs(w - want) > 0.02: ok = False; print("frame", label, w, "want", want)
    return ok
print("before the click, widths as the collapsed stacks give them:", check(r["before"], None))
zoom = [p for p in tree if p[-1] == "mid:4"][0]
print("clicked mid:4: zoomed frame full width, frames above it scaled to it:",
      check(r["zoomed"], zoom) and any(f[0] == "mid:4" and "zoomed" in f[4] and abs(f[2] - W) < 0.02
                                        for f in r["zoomed"]))
print("its callers below it full width, dimmed:",
      sorted(f[0] for f in r["zoomed"] if "ancestor" in f[4]) == sorted(["all"] + list(zoom[:-1])))
print("frames not under it are gone:",
      all(f[0] == "all" or f[0] in zoom or any(p[:len(zoom)] == zoom and p[-1] == f[0] for p in tree)
          for f in r["zoomed"]))
print("zoom line:", r["zoom_text"])
print("a second click: the whole graph again:", sorted(r["backed_out"]) == sorted(r["before"]))
nleaf = sum(1 for p in tree if "leaf" in p[-1])
print("search 'leaf':", r["matches"])
print("count = frames of the tree whose names contain leaf (%d):" % nleaf,
      r["matches"].startswith("%d matches" % nleaf))
print("highlighted as many:", r["highlighted"] == nleaf)
calls = int(re.search(r"^\s*\d+\s+[\d.]+\s+\d+\s+[\d.]+\s+(\d+)\s.*\smid$", report, re.M).group(1))
print("tooltip shown:", r["tip_shown"] == "block")
print("tooltip: samples and share of mid:4, and the report's calls:",
      "%d samples" % tree[zoom] in r["tip"] and ("calls: %d" % calls) in r["tip"])
print("headings:", r["headings"])
print("sorted by name, A to Z:", r["by_name"] == sorted(r["by_name"]) and len(r["by_name"]) == 4)
c = [int(x) for x in r["by_calls"]]
print("sorted by calls, largest first:", c == sorted(c, reverse=True))
rcalls = {m.group(2): int(m.group(1)) for m in
          re.finditer(r"^\s*\d+\s+[\d.]+\s+\d+\s+[\d.]+\s+(\d+)\s+[\d.]+\s+(\S+)$", report, re.M)}
print("each row's calls are the report's:",
      len(rcalls) == 4 and [rcalls[n] for n in r["by_calls_names"]] == c)
c2 = [int(x) for x in r["by_calls_again"]]
print("second click: smallest first:", c2 == sorted(c2), r["sort_mark"])
# the page's figures are the report's
page = open("p.html", encoding="utf-8").read()
n = int(re.search(r"Number of interrupts: (\d+)", report).group(1))
print("page heading states the report's interrupts:", ("Number of interrupts: %d\n" % n) in page)
print("collapsed stacks add up to them:", total == n)
EOF
