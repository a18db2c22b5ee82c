#!/bin/sh
# poplog_compat.sh POPLOG_DIR [POP11]: how much of a Poplog tree pop11 runs unchanged.
#  1. loads Poplog's own LIB PROFILE (pop/lib/lib/profile.p) and profiles HELP PROFILE's example;
#  2. loads every pop/lib/auto/*.p file in a fresh pop11 and counts those that load without a
#     mishap, printing the first mishap line of each failure (for the reasons).
# POPLOG_DIR is the top of a Poplog tree (it contains pop/lib); nothing is copied from it.
set -u
P=${1:?usage: poplog_compat.sh POPLOG_DIR [POP11]}
POP11=${2:-$(dirname "$0")/../pop11}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

printf 'load %s/pop/lib/lib/profile.p\ndefine example();\n define procB(); repeat 1e7 times endrepeat; enddefine;\n define procA(); repeat 1e7 times endrepeat; procB(); enddefine;\n procA();\nenddefine;\nprofile example();\n' "$P" > "$tmp/prof.p"
echo "== Poplog's LIB PROFILE, unmodified:"
"$POP11" "$tmp/prof.p"
echo "== pop/lib/auto:"
# the tree's own libraries are on the search path, as they are in Poplog
POP11LIBPATH=$P/pop/lib/auto:$P/pop/lib/lib:$P/pop/lib/include:$P/pop/lib/database
export POP11LIBPATH
ok=0; n=0
for f in "$P"/pop/lib/auto/*.p; do
    n=$((n + 1))
    printf 'load %s\n' "$f" > "$tmp/one.p"
    if timeout 10 "$POP11" "$tmp/one.p" > /dev/null 2> "$tmp/err" < /dev/null; then
        ok=$((ok + 1))
    else
        printf '%s: %s\n' "$(basename "$f")" "$(grep -m1 MISHAP "$tmp/err" | sed 's/;;; MISHAP - //')"
    fi
done > "$tmp/fails"
[ -n "${FAILS_OUT:-}" ] && cp "$tmp/fails" "$FAILS_OUT"
sed 's/^[^:]*: //' "$tmp/fails" | sort | uniq -c | sort -rn | head -20
echo "$ok of $n lib/auto files load without a mishap"
