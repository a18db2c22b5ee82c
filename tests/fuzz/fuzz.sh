#!/bin/sh
# fuzz.sh -- build and run pop11's libFuzzer targets (tests/fuzz/fuzz_*.c).
#
#   fuzz.sh build SRCDIR OUTDIR "CPPFLAGS" "LIBS" SOURCE...
#       compile SOURCE... (pop11's .c files; main.c without its main) and each
#       target with clang -fsanitize=fuzzer,address,undefined into OUTDIR
#   fuzz.sh replay SRCDIR OUTDIR [TARGET...]
#       run each target (default: all) once on every input of its committed
#       corpus SRCDIR/tests/fuzz/corpus/TARGET (the crash reproducers found
#       before are in it): deterministic, seconds; exits 1 on a crash
#   fuzz.sh run SRCDIR OUTDIR SECONDS [TARGET...]
#       run each target (default: all) for SECONDS on a scratch copy of
#       SRCDIR/tests/fuzz/corpus/TARGET with the dictionary pop11.dict;
#       prints executions and time per target; exits 1 if any target
#       crashed (its reproducer is left in OUTDIR/crashes/).  FUZZ_JOBS
#       targets run at once (default 1).
#
# make fuzz (Makefile.am) builds, replays and runs each target for
# FUZZ_TIME seconds (CI's short pass); make fuzz-long runs each for
# FUZZ_LONG_TIME (10 minutes), two at a time: run it before landing a
# change to code a target reaches.  FUZZ_CC sets the compiler (clang).
# Extra libFuzzer options: $FUZZ_FLAGS.
set -eu
CC=${FUZZ_CC:-clang}
TARGETS="run itemise typespec saved profile"
SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
cmd=$1; shift
case $cmd in
build)
    src=$1; out=$2; cppflags=$3; libs=$4; shift 4
    mkdir -p "$out/obj"
    objs=""
    for f in "$@"; do
        case $f in *.c) ;; *) continue ;; esac
        # main.c's primitives are needed, its main() is not
        extra=; case $f in vm/host/main.c) extra=-Dmain=pop11_main_unused ;; esac
        o="$out/obj/$(echo "$f" | tr / _ | sed 's/\.c$/.o/')"
        if [ ! -f "$o" ] || [ "$src/$f" -nt "$o" ] || [ "$src/vm/core/vm.h" -nt "$o" ] \
           || [ "$(dirname "$out")/vm/prims.inc" -nt "$o" ]; then
            echo "  FUZZCC   $f"
            # shellcheck disable=SC2086
            $CC -g -O1 $SAN -fsanitize=fuzzer-no-link $cppflags $extra -c "$src/$f" -o "$o"
        fi
        objs="$objs $o"
    done
    for t in $TARGETS; do
        echo "  FUZZLD   fuzz_$t"
        # shellcheck disable=SC2086
        $CC -g -O1 $SAN -fsanitize=fuzzer $cppflags -I"$src/tests/fuzz" \
            "$src/tests/fuzz/fuzz_$t.c" $objs $libs -o "$out/fuzz_$t"
    done
    ;;
replay)
    src=$1; out=$2; shift 2
    [ $# -gt 0 ] && TARGETS="$*"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    status=0
    for t in $TARGETS; do
        mkdir -p "$work/$t"
        log="$work/$t.log"
        n=$(ls "$src/tests/fuzz/corpus/$t" | wc -l)
        # -runs=0: read (and so run) every input of the corpus, then stop
        if ( cd "$work/$t" && POP11_LIBDIR="$src" \
             UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
             "$out/fuzz_$t" -runs=0 -timeout=30 -rss_limit_mb=2048 \
                 -close_fd_mask=3 "$src/tests/fuzz/corpus/$t" ) > "$log" 2>&1; then
            echo "fuzz_$t: replayed $n corpus inputs, ok"
        else
            status=1
            echo "fuzz_$t: CRASH replaying the corpus"
            grep -m 1 -A 30 'ERROR\|==ERROR\|runtime error\|deadly signal\|timeout' "$log" | head -n 40
        fi
    done
    exit $status
    ;;
run)
    src=$1; out=$2; secs=$3; shift 3
    # FUZZ_TIME=0 (CI): the replay above was all
    if [ "$secs" = 0 ]; then echo "fuzz: no campaign (FUZZ_TIME=0)"; exit 0; fi
    [ $# -gt 0 ] && TARGETS="$*"
    mkdir -p "$out/crashes"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    # one_target T: fuzz T for $secs; its summary goes to $work/T/summary
    one_target() {
        t=$1
        mkdir -p "$work/$t/new" "$work/$t/cwd"
        log="$work/$t/log"
        # the scratch directory is the new corpus and the working directory
        # (files an input makes land there); the committed corpus is read only
        if ( cd "$work/$t/cwd" && POP11_LIBDIR="$src" \
             UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
             "$out/fuzz_$t" -max_total_time="$secs" -timeout=30 -rss_limit_mb=2048 \
                 -max_len=4096 -close_fd_mask=3 -print_final_stats=1 \
                 -dict="$src/tests/fuzz/pop11.dict" -artifact_prefix="$out/crashes/$t-" \
                 ${FUZZ_FLAGS:-} "$work/$t/new" "$src/tests/fuzz/corpus/$t" ) > "$log" 2>&1; then
            r=ok
        else
            r=CRASH
        fi
        execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
        {
            echo "fuzz_$t: $r, ${execs:-0} executions in $secs s"
            if [ $r = CRASH ]; then
                grep -m 1 -A 30 'ERROR\|==ERROR\|runtime error\|deadly signal\|timeout' "$log" | head -n 40
                ls "$out/crashes/$t-"* 2> /dev/null | head -n 3
            fi
        } > "$work/$t/summary"
    }
    jobs=${FUZZ_JOBS:-1}
    running=0
    for t in $TARGETS; do
        one_target "$t" &
        running=$((running + 1))
        if [ $running -ge "$jobs" ]; then wait; running=0; fi
    done
    wait
    status=0
    for t in $TARGETS; do
        cat "$work/$t/summary"
        grep -q "^fuzz_$t: ok," "$work/$t/summary" || status=1
    done
    exit $status
    ;;
*) echo "usage: fuzz.sh build|run ..." >&2; exit 2 ;;
esac
