# The .speedscope.json export validates against file-format-schema.json
# from speedscope's npm package (fetched with npm pack, kept in
# /tmp/pop11-speedscope; $SPEEDSCOPE_SCHEMA names another copy), for a run
# on the deterministic tick (unit none) and one timed by the CPU clock
# (unit microseconds); a file without its weights is rejected.  Skipped
# when python3's jsonschema or npm is missing.
command -v python3 > /dev/null && python3 -c "import jsonschema" 2> /dev/null \
    || { echo "no JSON-schema validator (python3-jsonschema)"; exit 77; }
schema=${SPEEDSCOPE_SCHEMA:-/tmp/pop11-speedscope/file-format-schema.json}
if [ ! -f "$schema" ]; then
    command -v npm > /dev/null || { echo "npm not found: no speedscope schema"; exit 77; }
    ( cd "$TMPDIR" && timeout 120 npm pack speedscope > /dev/null 2>&1 \
      && tar xzf speedscope-*.tgz package/dist/release/file-format-schema.json ) \
      || { echo "npm pack speedscope failed: no speedscope schema"; exit 77; }
    mkdir -p "$(dirname "$schema")"
    cp "$TMPDIR/package/dist/release/file-format-schema.json" "$schema.$$" && mv "$schema.$$" "$schema"
fi
cat > "$TMPDIR/s.p" <<EOF
uses profile;
pop11_compile('fib_busy.p');
false -> profile_show_ledger;
100 -> profile_tick_every;
profile fib_and_busy(18, 20000);
profile_export('$TMPDIR/tick.speedscope.json');
false -> profile_tick_every;
1000 -> profile_interval;
profile fib_and_busy(25, 3000000);
profile_export('$TMPDIR/cpu.speedscope.json');
EOF
"$POP11" "$TMPDIR/s.p" > /dev/null 2> "$TMPDIR/err" || { cat "$TMPDIR/err"; exit 1; }
python3 - "$schema" "$TMPDIR" <<'EOF'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
for name in ("tick", "cpu"):
    doc = json.load(open(sys.argv[2] + "/" + name + ".speedscope.json"))
    jsonschema.validate(doc, schema)
    p = doc["profiles"][0]
    print(name, "valid, unit", p["unit"],
          "weights add up to endValue:", sum(p["weights"]) == p["endValue"])
del p["weights"]
try:
    jsonschema.validate(doc, schema)
    print("without weights: accepted")
except jsonschema.ValidationError:
    print("without weights: rejected")
EOF
