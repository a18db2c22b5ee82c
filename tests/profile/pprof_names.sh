# Rows that are not procedure names keep their names in Go's pprof: an
# anonymous procedure's <procedure FILE:LINE> (and <gc>, seen by hand in a
# CPU-timer run).  go tool pprof demangles a function's system_name into
# its name, and blanked these to <unknown>: the export writes no
# system_name.  Deterministic tick; skipped without go.
command -v go > /dev/null || { echo "go not found (Debian golang-go)"; exit 77; }
go tool pprof -h > /dev/null 2>&1 || { echo "go tool pprof does not run"; exit 77; }
export PPROF_TMPDIR="$TMPDIR" GOCACHE="$TMPDIR/gocache" GOPATH="$TMPDIR/go"
cd "$TMPDIR" || exit 1
cat > n.p <<'END'
uses profile;
50 -> profile_tick_every; true -> profile_tick_builtins;
define build(n) -> l;
    lvars i; [] -> l;
    for i to n do conspair({^i}, l) -> l endfor
enddefine;
lvars f = procedure(k); repeat k times build(2000) -> endrepeat endprocedure;
profile f(20);
profile_export('n.pb.gz');
END
"$POP11" n.p > /dev/null || echo "run failed"
go tool pprof -top n.pb.gz 2> /dev/null > top
for name in '<procedure n.p:7>' build; do
    if grep -q " $name\$" top; then echo "$name: named"; else echo "$name: missing"; fi
done
echo "<unknown> rows: $(grep -c '<unknown>' top)"
