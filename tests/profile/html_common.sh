# Shared by the html_*.sh tests (sourced, not a test itself): load_page
# PAGE SCRIPT OUT copies the page PAGE, puts the test script SCRIPT (a
# file of JavaScript defining test(r), which dispatches real DOM events
# on the page and puts what it found in the object r) before its </body>,
# with the code that runs it and writes r, as JSON, into a
# <pre id="test-results"> (an exception as r.exception), loads the copy
# in headless chromium and writes the results to OUT (an empty object if
# the script wrote none); it prints how many console messages chromium
# logged, and them (a page that logs nothing, neither an error nor an
# exception, has none), and the exception, if the script had one.
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
[ -n "$CHROMIUM" ] || { echo "chromium not found (Debian: apt-get install chromium)"; exit 77; }
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
load_page() {
    python3 - "$1" "$2" "$1.test.html" << 'EOF'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
script = open(sys.argv[2], encoding="utf-8").read()
assert page.count("</body>") == 1
run = """
(function () {
    var r = {};
    try { test(r); } catch (e) { r.exception = String(e) + ' ' + e.stack; }
    var pre = document.createElement('pre');
    pre.id = 'test-results';
    pre.textContent = JSON.stringify(r);
    document.body.appendChild(pre);
})();
"""
page = page.replace("</body>", "<script>\n" + script + run + "</script>\n</body>")
open(sys.argv[3], "w", encoding="utf-8").write(page)
EOF
    # (a profile of its own: nothing of the user's, no first-run pages)
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run \
        --user-data-dir="$TMPDIR/chromium-profile" --enable-logging=stderr --v=0 \
        --virtual-time-budget=5000 --dump-dom "file://$PWD/$1.test.html" \
        > "$1.dom" 2> "$1.chromium-err"
    grep 'CONSOLE' "$1.chromium-err" > "$3.console"
    echo "console messages: $(wc -l < "$3.console")"
    cat "$3.console"
    python3 - "$1.dom" "$3" << 'EOF'
import sys, re, html, json
dom = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<pre id="test-results">(.*?)</pre>', dom, re.S)
r = json.loads(html.unescape(m.group(1))) if m else {}
if not m: print("no results in the page's DOM")
if "exception" in r: print("exception:", r["exception"])
json.dump(r, open(sys.argv[2], "w", encoding="utf-8"))
EOF
}
