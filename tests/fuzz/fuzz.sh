#!/bin/sh
# fuzz.sh -- build and run pop11's libFuzzer targets (tests/fuzz/fuzz_*.c).
#
#   fuzz.sh build SRCDIR OUTDIR "CPPFLAGS" "LIBS" SOURCE...
#       compile SOURCE... (pop11's .c files; main.c without its main) and each
#       target with clang -fsanitize=fuzzer,address,undefined into OUTDIR
#   fuzz.sh run SRCDIR OUTDIR SECONDS [TARGET...]
#       run each target (default: all) for SECONDS on a scratch copy of
#       SRCDIR/tests/fuzz/corpus/TARGET with the dictionary pop11.dict;
#       prints executions and time per target; exits 1 on the first crash
#       (its reproducer is left in OUTDIR/crashes/)
#
# make fuzz (Makefile.am) runs both; FUZZ_TIME sets SECONDS, FUZZ_CC the
# compiler (clang).  Extra libFuzzer options: $FUZZ_FLAGS.
set -eu
CC=${FUZZ_CC:-clang}
TARGETS="run itemise typespec saved"
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
run)
    src=$1; out=$2; secs=$3; shift 3
    [ $# -gt 0 ] && TARGETS="$*"
    mkdir -p "$out/crashes"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    status=0
    for t in $TARGETS; do
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
            r=CRASH; status=1
        fi
        execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
        echo "fuzz_$t: $r, ${execs:-0} executions in $secs s"
        if [ $r = CRASH ]; then
            grep -m 1 -A 30 'ERROR\|==ERROR\|runtime error\|deadly signal\|timeout' "$log" | head -n 40
            ls "$out/crashes/$t-"* 2> /dev/null | head -n 3
        fi
    done
    exit $status
    ;;
*) echo "usage: fuzz.sh build|run ..." >&2; exit 2 ;;
esac
