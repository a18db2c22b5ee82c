#!/bin/sh
# run.sh [FILE.p...] -- run pop11's test programs (format: tests/FORMAT.md).
# Each tests/*/NAME.p with a NAME.out beside it is run from its directory;
# stdout must equal NAME.out, stderr NAME.err (absent: empty), and the exit
# status must be 1 when NAME.err has a MISHAP, else 0.
# The tests run in a scratch copy of the tests tree (less the fuzz
# corpus), so that the files they write never land in the source tree,
# which may be read-only (make distcheck).
#
# TEST_JOBS (default: the number of processors) tests run at once; each has
# TEST_TIMEOUT seconds (default 60).  Every result line gives the test's
# time; at the end come the ten slowest tests (SLOWEST, with their times)
# and, listed again, those that took over a quarter of their limit (SLOW),
# so that a test creeping towards its limit is seen before a busy machine
# makes it fail.
POP11=${POP11:-pop11}
TESTS_DIR=$(cd "${TESTS_DIR:-$(dirname "$0")}" && pwd)
case $POP11 in /*) ;; *) POP11=$(pwd)/$POP11 ;; esac
TEST_TIMEOUT=${TEST_TIMEOUT:-60}
POP11_LIBDIR=${POP11_LIBDIR:-$(cd "$TESTS_DIR/.." && pwd)}
export POP11 TESTS_DIR TEST_TIMEOUT POP11_LIBDIR

# run_one N FILE: run one test; its result line goes to stdout and to
# $RUN_TMP/res/N (PASS, FAIL or SKIP first), its time in ms to $RUN_TMP/ms/N
run_one() {
    n=$1; t=$2
    tmp=$RUN_TMP/w$n
    mkdir -p "$tmp"
    d=$(cd "$(dirname "$t")" && pwd)
    case $t in
        *.sh) b=$(basename "$t" .sh); kind=sh ;;
        *) b=$(basename "$t" .p); kind=p ;;
    esac
    name=${d#"$RUN_TMP/tests"/}/$b
    # a heavy test (a line "heavy" in a comment near its top) is skipped
    # in the GC-stress build
    if [ -n "${POP11_GC_STRESS:-}" ] && head -n 5 "$t" | grep -q '^\(;;;\|#\) heavy'; then
        echo "SKIP $name (heavy, GC stress build)" | tee "$RUN_TMP/res/$n"
        rm -rf "$tmp"; return
    fi
    # a test marked "no tick stress" (such a comment line near its top) is
    # skipped in the passes with POP11_TICK_STRESS: the consistency oracle
    # checks profile runs, inside which the stress tick is off, and its
    # programs are tests of their own in those passes, so there it would
    # mostly repeat its build's plain pass (half of CI's tick-pass time)
    if [ -n "${POP11_TICK_STRESS:-}" ] && head -n 5 "$t" | grep -q '^\(;;;\|#\) no tick stress'; then
        echo "SKIP $name (no tick stress)" | tee "$RUN_TMP/res/$n"
        rm -rf "$tmp"; return
    fi
    t0=$(date +%s%N)
    if [ $kind = sh ]; then
        # a shell test: stdout must equal NAME.out, and it must exit 0 (with
        # HOME empty, so that no init.p of the user's is compiled)
        mkdir -p "$tmp/t" "$tmp/home"
        ( cd "$d" && HOME="$tmp/home" POP11="$POP11" TMPDIR="$tmp/t" timeout "$TEST_TIMEOUT" sh "$b.sh" > "$tmp/out" 2> "$tmp/err.raw" < /dev/null )
        rc=$?
    else
        # (TMPDIR a scratch directory of its own: two suites run at once
        # must not share the files a test writes there)
        mkdir -p "$tmp/t"
        ( cd "$d" && TMPDIR="$tmp/t" timeout "$TEST_TIMEOUT" "$POP11" "$b.p" > "$tmp/out" 2> "$tmp/err.raw" < /dev/null )
        rc=$?
    fi
    ms=$(( ($(date +%s%N) - t0) / 1000000 ))
    echo "$ms $name" > "$RUN_TMP/ms/$n"
    secs=$(awk -v ms="$ms" 'BEGIN { printf "%.1f s", ms / 1000 }')
    # a shell test that exits 77 cannot run here (a tool it needs is
    # missing): skipped, its first line of output says why
    if [ $kind = sh ] && [ $rc = 77 ]; then
        echo "SKIP $name ($(head -n 1 "$tmp/out"))" | tee "$RUN_TMP/res/$n"
        rm -rf "$tmp"; return
    fi
    awk -v dir="$d/" '{ while ((i = index($0, dir)) > 0) $0 = substr($0, 1, i-1) substr($0, i+length(dir)); print }' "$tmp/err.raw" > "$tmp/err"
    if [ -f "$d/$b.err" ]; then cp "$d/$b.err" "$tmp/experr"; else : > "$tmp/experr"; fi
    want_rc=0; grep -q MISHAP "$tmp/experr" && want_rc=1
    ok=1
    cmp -s "$tmp/out" "$d/$b.out" || ok=0
    cmp -s "$tmp/err" "$tmp/experr" || ok=0
    [ "$rc" = "$want_rc" ] || ok=0
    if [ $ok = 1 ]; then
        echo "PASS $name ($secs)" | tee "$RUN_TMP/res/$n"
    else
        {
            if [ "$rc" = 124 ]; then
                echo "FAIL $name (timed out after $TEST_TIMEOUT s)"
            else
                echo "FAIL $name (exit $rc, expected $want_rc; $secs)"
            fi
            diff "$d/$b.out" "$tmp/out" | head -n 20 | sed 's/^/    out: /'
            diff "$tmp/experr" "$tmp/err" | head -n 20 | sed 's/^/    err: /'
        } > "$tmp/report"
        cp "$tmp/report" "$RUN_TMP/res/$n"
        cat "$tmp/report"
    fi
    rm -rf "$tmp"
}

if [ "${1:-}" = --one ]; then
    shift
    run_one "$@"
    exit 0
fi

RUN_TMP=$(mktemp -d)
export RUN_TMP
trap 'rm -rf "$RUN_TMP"' EXIT
mkdir -p "$RUN_TMP/res" "$RUN_TMP/ms" "$RUN_TMP/tests"
( cd "$TESTS_DIR" && tar cf - --exclude=./fuzz/corpus . ) | ( cd "$RUN_TMP/tests" && tar xf - )
chmod -R u+w "$RUN_TMP/tests"
if [ $# -gt 0 ]; then
    # the named tests' copies
    list=$(for t in "$@"; do
        a=$(cd "$(dirname "$t")" && pwd)/$(basename "$t")
        echo "$RUN_TMP/tests/${a#"$TESTS_DIR"/}"
    done)
else
    list=$(find "$RUN_TMP/tests" -name '*.p' -o -name '*.sh' | grep -v '/run.sh$\|/mkexpect.sh$' | sort)
fi
jobs=${TEST_JOBS:-$(nproc 2> /dev/null || echo 1)}
# number the tests that have an expected output, and run them
n=0
for t in $list; do
    case $t in *.sh) o=${t%.sh}.out ;; *) o=${t%.p}.out ;; esac
    [ -f "$o" ] || continue
    n=$((n + 1))
    printf '%s %s\n' "$n" "$t"
done > "$RUN_TMP/list"
xargs -P "$jobs" -L 1 sh "$TESTS_DIR/run.sh" --one < "$RUN_TMP/list"
pass=$(cat "$RUN_TMP"/res/* 2> /dev/null | grep -c '^PASS')
fail=$(cat "$RUN_TMP"/res/* 2> /dev/null | grep -c '^FAIL')
skip=$(cat "$RUN_TMP"/res/* 2> /dev/null | grep -c '^SKIP')
missing=$(( n - pass - fail - skip ))
if [ $missing -gt 0 ]; then
    echo "$missing tests gave no result"; fail=$((fail + missing))
fi
# the ten slowest tests, slowest first, with their times
cat "$RUN_TMP"/ms/* 2> /dev/null | sort -rn | head -n 10 | awk '
    { printf "SLOWEST %2d: %6.1f s  %s\n", NR, $1 / 1000, $2 }'
# the tests that took over a quarter of their limit, slowest first
cat "$RUN_TMP"/ms/* 2> /dev/null | sort -rn | awk -v lim="$TEST_TIMEOUT" '
    $1 > lim * 250 { printf "SLOW %s: %.1f s of its %d s limit\n", $2, $1 / 1000, lim }'
if [ $fail -gt 0 ]; then
    echo "Failed:"
    grep -h '^FAIL' "$RUN_TMP"/res/* | sed 's/^/  /'
fi
if [ $skip -gt 0 ]; then echo "$pass passed, $fail failed, $skip skipped"; else echo "$pass passed, $fail failed"; fi
[ $fail = 0 ]
