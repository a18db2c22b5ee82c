#!/bin/sh
# run.sh [FILE.p...] -- run pop11's test programs (format: tests/FORMAT.md).
# Each tests/*/NAME.p with a NAME.out beside it is run from its directory;
# stdout must equal NAME.out, stderr NAME.err (absent: empty), and the exit
# status must be 1 when NAME.err has a MISHAP, else 0.
POP11=${POP11:-pop11}
TESTS_DIR=$(cd "${TESTS_DIR:-$(dirname "$0")}" && pwd)
case $POP11 in /*) ;; *) POP11=$(pwd)/$POP11 ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ $# -gt 0 ]; then
    list="$*"
else
    list=$(find "$TESTS_DIR" -name '*.p' -o -name '*.sh' | grep -v '/run.sh$\|/mkexpect.sh$' | sort)
fi
pass=0; fail=0; skip=0
for t in $list; do
    d=$(cd "$(dirname "$t")" && pwd)
    case $t in
        *.sh) b=$(basename "$t" .sh); kind=sh ;;
        *) b=$(basename "$t" .p); kind=p ;;
    esac
    [ -f "$d/$b.out" ] || continue
    name=${d#"$TESTS_DIR"/}/$b
    # a heavy test (a line "heavy" in a comment near its top) is skipped
    # in the GC-stress build
    if [ -n "${POP11_GC_STRESS:-}" ] && head -n 5 "$t" | grep -q '^\(;;;\|#\) heavy'; then
        skip=$((skip + 1)); echo "SKIP $name (heavy, GC stress build)"; continue
    fi
    if [ $kind = sh ]; then
        # a shell test: stdout must equal NAME.out, and it must exit 0 (with
        # HOME empty, so that no init.p of the user's is compiled)
        mkdir -p "$tmp/t"
        ( cd "$d" && HOME="$tmp/home" POP11="$POP11" TMPDIR="$tmp/t" timeout 60 sh "$b.sh" > "$tmp/out" 2> "$tmp/err.raw" < /dev/null )
        rc=$?
    else
        ( cd "$d" && timeout 60 "$POP11" "$b.p" > "$tmp/out" 2> "$tmp/err.raw" < /dev/null )
        rc=$?
    fi
    # a shell test that exits 77 cannot run here (a tool it needs is
    # missing): skipped, its first line of output says why
    if [ $kind = sh ] && [ $rc = 77 ]; then
        skip=$((skip + 1)); echo "SKIP $name ($(head -n 1 "$tmp/out"))"; continue
    fi
    awk -v dir="$d/" '{ while ((i = index($0, dir)) > 0) $0 = substr($0, 1, i-1) substr($0, i+length(dir)); print }' "$tmp/err.raw" > "$tmp/err"
    if [ -f "$d/$b.err" ]; then cp "$d/$b.err" "$tmp/experr"; else : > "$tmp/experr"; fi
    want_rc=0; grep -q MISHAP "$tmp/experr" && want_rc=1
    ok=1
    cmp -s "$tmp/out" "$d/$b.out" || ok=0
    cmp -s "$tmp/err" "$tmp/experr" || ok=0
    [ "$rc" = "$want_rc" ] || ok=0
    if [ $ok = 1 ]; then
        pass=$((pass + 1)); echo "PASS $name"
    else
        fail=$((fail + 1)); echo "FAIL $name (exit $rc, expected $want_rc)"
        diff "$d/$b.out" "$tmp/out" | head -n 20 | sed 's/^/    out: /'
        diff "$tmp/experr" "$tmp/err" | head -n 20 | sed 's/^/    err: /'
    fi
done
if [ $skip -gt 0 ]; then echo "$pass passed, $fail failed, $skip skipped"; else echo "$pass passed, $fail failed"; fi
[ $fail = 0 ]
