#!/bin/sh
# profile_overhead.sh SHARED_BENCH_DIR [ROUNDS] [KERNELS]: what profiling costs.
#
# For each benchmark kernel of shared/bench/pop11, runs it plain, under the
# profiler flat at 100 Hz (profile_interval 10000) and with count-all, in
# interleaved rounds, and prints the median of the per-round CPU-time
# ratios profiled/plain (user+system CPU of the child, so other load on the
# machine disturbs it less than wall time), and the ratio of the fastest
# runs (the least disturbed by the machine's noise).  Targets (docs/profiler.md B5):
# flat at most 1.02x, count-all at most 1.05x.
set -u
B=${1:?usage: profile_overhead.sh SHARED_BENCH_DIR [ROUNDS] [KERNELS]}
ROUNDS=${2:-5}
KERNELS=${3:-fib loops lists props strings sort closures tak float}
POP11=${POP11:-$(cd "$(dirname "$0")/.." && pwd)/pop11}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$B"
for mode in flat all; do
    c=false; [ $mode = all ] && c=true
    printf 'uses profile;\n10000 -> profile_interval;\n%s -> profile_count_all;\nprofile_apply(procedure; pop11_compile(hd(poparglist)) endprocedure);\n' "$c" > "$tmp/$mode.p"
done
cpu() {   # cpu seconds of one run of "$@"
    python3 - "$@" <<'PY'
import resource, subprocess, sys
b = resource.getrusage(resource.RUSAGE_CHILDREN)
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
a = resource.getrusage(resource.RUSAGE_CHILDREN)
print("%.4f" % (a.ru_utime - b.ru_utime + a.ru_stime - b.ru_stime))
PY
}
printf '%-9s %8s %10s %10s %10s %10s\n' kernel plain flat/plain all/plain "min flat" "min all"
for k in $KERNELS; do
    : > "$tmp/r_flat"; : > "$tmp/r_all"; : > "$tmp/plain"; : > "$tmp/flat"; : > "$tmp/all"
    r=0
    while [ $r -lt "$ROUNDS" ]; do
        # the order rotates from round to round, so that no mode always
        # runs first (after a pause) or last
        case $((r % 3)) in
        0) p=$(cpu "$POP11" "pop11/$k.p"); f=$(cpu "$POP11" "$tmp/flat.p" "pop11/$k.p"); a=$(cpu "$POP11" "$tmp/all.p" "pop11/$k.p") ;;
        1) f=$(cpu "$POP11" "$tmp/flat.p" "pop11/$k.p"); a=$(cpu "$POP11" "$tmp/all.p" "pop11/$k.p"); p=$(cpu "$POP11" "pop11/$k.p") ;;
        2) a=$(cpu "$POP11" "$tmp/all.p" "pop11/$k.p"); p=$(cpu "$POP11" "pop11/$k.p"); f=$(cpu "$POP11" "$tmp/flat.p" "pop11/$k.p") ;;
        esac
        echo "$p" >> "$tmp/plain"; echo "$f" >> "$tmp/flat"; echo "$a" >> "$tmp/all"
        echo "$f $p" | awk '{ printf "%.4f\n", $1 / $2 }' >> "$tmp/r_flat"
        echo "$a $p" | awk '{ printf "%.4f\n", $1 / $2 }' >> "$tmp/r_all"
        r=$((r + 1))
    done
    med() { sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    min() { sort -n "$1" | head -n 1; }
    printf '%-9s %8.2f %10.3f %10.3f %10.3f %10.3f\n' "$k" "$(med "$tmp/plain")" "$(med "$tmp/r_flat")" "$(med "$tmp/r_all")" \
        "$(echo "$(min "$tmp/flat") $(min "$tmp/plain")" | awk '{ print $1 / $2 }')" \
        "$(echo "$(min "$tmp/all") $(min "$tmp/plain")" | awk '{ print $1 / $2 }')"
done
