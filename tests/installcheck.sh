#!/bin/sh
# installcheck.sh BINDIR -- the installed pop11 finds its library and help
# files by itself (no POP11_LIBDIR): make installcheck (and so make
# distcheck) runs it on the installed copy, from an empty directory.
set -eu
pop11=$1/pop11
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
unset POP11_LIBDIR POP11HELPPATH
fail=0
check() {   # check WHAT EXPECTED ACTUAL
    if [ "$2" = "$3" ]; then echo "ok: $1"; else echo "FAILED: $1: expected '$2', got '$3'"; fail=1; fi
}
# an autoloaded lib/auto procedure, a lib/lib library, the profiler
check "lib/auto" "** x=3 " "$(HOME=$tmp "$pop11" ":sprintf('x=%p', [3]) =>" 2>&1)"
check "lib/lib" "** <true> " "$(HOME=$tmp "$pop11" ":uses sets; isprocedure(valof(\"union\")) =>" 2>&1)"
cat > prog.p << 'END'
uses profile;
1000 -> profile_tick_every;
define spin(n); repeat n times endrepeat enddefine;
profile spin(100000);
END
check "profile" "100" "$(HOME=$tmp "$pop11" prog.p 2>&1 | sed -n 's/^Number of interrupts: //p')"
# help and ref files
check "help profile" "1" "$(HOME=$tmp "$pop11" help profile 2>&1 | grep -c 'profile_apply' | sed 's/^[1-9][0-9]*$/1/')"
check "ref" "1" "$(HOME=$tmp "$pop11" ref consword 2>&1 | grep -c 'consword' | sed 's/^[1-9][0-9]*$/1/')"
exit $fail
