# The .speedscope.json export opens in speedscope's own page: the release
# page of the speedscope npm package, served on a local port, loads the
# file in headless Chromium and takes its name as the page's title
# ("pop11 profile - speedscope"; without a file it is "speedscope").  Skipped without chromium or the package (fetched by npm pack
# into /tmp/pop11-speedscope, as speedscope_schema.sh does).
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
chromium=$(command -v chromium || command -v chromium-browser || command -v google-chrome) \
    || { echo "no headless Chromium"; exit 77; }
page=/tmp/pop11-speedscope/release
if [ ! -f "$page/index.html" ]; then
    command -v npm > /dev/null || { echo "npm not found: no speedscope page"; exit 77; }
    ( cd "$TMPDIR" && timeout 120 npm pack speedscope > /dev/null 2>&1 \
      && tar xzf speedscope-*.tgz ) || { echo "npm pack speedscope failed"; exit 77; }
    mkdir -p /tmp/pop11-speedscope
    rm -rf "$page.$$" && cp -r "$TMPDIR/package/dist/release" "$page.$$" \
        && mv "$page.$$" "$page" 2> /dev/null || rm -rf "$page.$$"
fi
cat > "$TMPDIR/p.p" <<EOF
uses profile;
pop11_compile('fib_busy.p');
false -> profile_show_ledger;
100 -> profile_tick_every;
profile fib_and_busy(18, 20000);
profile_export('$TMPDIR/run.speedscope.json');
EOF
"$POP11" "$TMPDIR/p.p" > /dev/null 2> "$TMPDIR/err" || { cat "$TMPDIR/err"; exit 1; }
python3 - "$chromium" "$page" "$TMPDIR" <<'EOF'
import functools, http.server, re, subprocess, sys, threading
chromium, page, tmp = sys.argv[1:]

class Files(http.server.SimpleHTTPRequestHandler):
    def translate_path(self, path):
        name = path.split("?")[0].split("#")[0].lstrip("/")
        return (tmp if name.endswith(".json") else page) + "/" + name
    def log_message(self, *args):
        pass

server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Files)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = "http://127.0.0.1:%d/" % server.server_address[1]
for name in ("run.speedscope.json", None):
    url = base + "index.html" + ("#profileURL=" + base + name if name else "")
    dom = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                          "--virtual-time-budget=5000", "--dump-dom", url],
                         capture_output=True, text=True, timeout=25).stdout
    title = re.search(r"<title>([^<]*)</title>", dom)
    print(name or "no file", "->", title.group(1) if title else "no title")
server.shutdown()
EOF
