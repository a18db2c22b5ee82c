# Shared by the html_*.sh tests (sourced, not a test itself): load_page
# PAGE SCRIPT OUT copies the page PAGE, puts the test script SCRIPT (a
# file of JavaScript that dispatches real DOM events on the page and
# writes what it found, as JSON, into a <pre id="test-results">) before
# its </body>, loads the copy in headless chromium and writes the results
# to OUT; the console messages chromium logged go to OUT.console (a page
# that logs nothing, neither an error nor an exception, leaves it empty).
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
[ -n "$CHROMIUM" ] || { echo "chromium not found (Debian: apt-get install chromium)"; exit 77; }
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
load_page() {
    python3 - "$1" "$2" "$1.test.html" << 'EOF'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
script = open(sys.argv[2], encoding="utf-8").read()
assert page.count("</body>") == 1
page = page.replace("</body>", "<script>\n" + script + "\n</script>\n</body>")
open(sys.argv[3], "w", encoding="utf-8").write(page)
EOF
    # (a profile of its own: nothing of the user's, no first-run pages)
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run \
        --user-data-dir="$TMPDIR/chromium-profile" --enable-logging=stderr --v=0 \
        --virtual-time-budget=5000 --dump-dom "file://$PWD/$1.test.html" \
        > "$1.dom" 2> "$1.chromium-err"
    grep 'CONSOLE' "$1.chromium-err" > "$3.console"
    python3 - "$1.dom" "$3" << 'EOF'
import sys, re, html
dom = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<pre id="test-results">(.*?)</pre>', dom, re.S)
open(sys.argv[2], "w", encoding="utf-8").write(html.unescape(m.group(1)) if m else "null")
EOF
}
