#!/bin/sh
# libauto_names.sh AUTO_DIR [POP11]: how many of the names of a Poplog lib/auto
# directory (~/.refpop/poplog/pop/lib/auto: each NAME.p defines NAME) a
# standalone pop11 defines, with no POP11LIBPATH: built in, or autoloaded
# from pop11's own lib/auto, AND a test program whose expected output came
# from real Poplog calls (a tests/AREA/*.p with a .out, outside comment
# lines; the areas profile, timer, ffi and help, whose expectations are
# pop11's own, do not count; define_X counts when a test uses define :X).  The names of bench/libauto_excluded.txt
# (the subsystems pop11 does not have, each with its reason; also listed in
# HELP LIBAUTO) are not counted.  Prints the missing names ("missing:" not
# defined, "untested:" defined but no test calls it), then
# "N of M names defined and tested (P%)".
set -u
A=${1:?usage: libauto_names.sh AUTO_DIR [POP11]}
here=$(cd "$(dirname "$0")" && pwd)
POP11=${2:-$here/../pop11}
excl=$here/libauto_excluded.txt
unset POP11LIBPATH
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
tests=$here/../tests
for f in "$tests"/*/*.p; do
    case $f in */profile/*|*/timer/*|*/ffi/*|*/help/*) continue ;; esac
    [ -f "${f%.p}.out" ] && grep -v '^[[:space:]]*;;;' "$f"
done > "$tmp/code"
ok=0; n=0
for f in "$A"/*.p; do
    name=$(basename "$f" .p)
    grep -q "^$name " "$excl" && continue
    n=$((n + 1))
    # defined: a syntax word or macro, or a declared identifier (after
    # autoloading) with a value
    printf "lvars w = consword('%s'), p;\nsys_autoload(w) ->;\nidentprops(w) -> p;\nnpr(p == \"syntax\" or p == \"macro\" or p /== \"undef\" and not(isundef(valof(w))));\n" "$name" > "$tmp/t.p"
    if [ "$(cd "$tmp" && HOME=$tmp timeout 10 "$POP11" t.p 2>/dev/null < /dev/null)" != "<true>" ]; then
        echo "missing: $name"
    elif case $name in *[!A-Za-z0-9_]*) grep -qF -- "$name" "$tmp/code" ;;
                       define_*) grep -qw -- "$name" "$tmp/code" ||
                                 grep -qE -- "define[[:space:]]+:[[:space:]]*${name#define_}([^A-Za-z0-9_]|$)" "$tmp/code" ;;
                       *) grep -qw -- "$name" "$tmp/code" ;; esac; then
        ok=$((ok + 1))
    else
        echo "untested: $name"
    fi
done
echo "$ok of $n names defined and tested ($((100 * ok / n))%)"
