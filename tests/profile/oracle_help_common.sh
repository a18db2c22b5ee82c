# The consistency oracle (HELP PROFILE_CHECK) over the examples of the
# profiler's help files (ORACLE_HELP_FILES, by default profile: HELP
# PROFILE; oracle_help2.sh does the others): the examples are extracted and run as the help
# tests run them (../help/profile_examples.sh for help/profile,
# ../help/examples.sh for the others), but each pop11 they start runs the
# file through oracle_driver.p in its "each" mode, so that every profile
# run an example makes is checked as soon as it is reported: its report,
# ledger, stacks, exports, saved file and merge must agree; as the help
# tests run them here, and in oracle_help_tick.sh with ORACLE_HELP_TICK
# set to -31, for profile_check_each_tick (every run with count-all, call
# and byte counts and a tick every 31 safe points, built-ins included).
# Prints whether each file's examples made runs and
# the disagreements outside the known bugs (oracle_filter.sh).  The
# examples' own output is the help tests' business, not this one's.
# Sourced by oracle_help.sh and oracle_help3.sh (HELP PROFILE's examples,
# the odd-numbered and the even-numbered runs checked: all of them took
# 35 s of the 60 s limit in the GC-stress build with tick stress),
# oracle_help2.sh (the other help files) and oracle_help_tick.sh.  With
# ORACLE_HELP_PART K/M, only the runs numbered K, K+M, K+2M ... are
# checked (all the examples run).
if [ -n "${ORACLE_HELP_PART:-}" ]; then export ORACLE_EACH_PART="$ORACLE_HELP_PART"; fi
. ./oracle_filter.sh
here=$(pwd)
LIB=${POP11_LIBDIR:-../..}
mkdir -p "$TMPDIR/bin" "$TMPDIR/runs"
: > "$TMPDIR/oracle"
cat > "$TMPDIR/bin/pop11" <<WRAP
#!/bin/sh
# pop11 FILE: FILE run by the oracle's driver, each run checked; the
# driver's lines go to a log of their own
"$POP11" "$here/oracle_driver.p" "\$1" each "$TMPDIR/runs/" \$EACH_TICK > "$TMPDIR/out.\$\$"
status=\$?
grep -v '^ORACLE: ' "$TMPDIR/out.\$\$"
grep '^ORACLE: ' "$TMPDIR/out.\$\$" >> "$TMPDIR/oracle"
rm -f "$TMPDIR/out.\$\$"
exit \$status
WRAP
chmod +x "$TMPDIR/bin/pop11"
tick=${ORACLE_HELP_TICK:-}
for f in ${ORACLE_HELP_FILES:-profile}; do
    what="help/$f${tick:+ (tick $tick)}"
    [ -f "$LIB/help/$f" ] || { echo "$what: missing"; continue; }
    : > "$TMPDIR/oracle"
    rm -rf "$TMPDIR/h"; mkdir -p "$TMPDIR/h"
    if [ $f = profile ]; then
        ( cd "$here/../help" && EACH_TICK=$tick POP11="$TMPDIR/bin/pop11" TMPDIR="$TMPDIR/h" sh profile_examples.sh > /dev/null 2>&1 )
    else
        ( cd "$here/../help" && EACH_TICK=$tick HELP_FILES="help/$f" POP11="$TMPDIR/bin/pop11" TMPDIR="$TMPDIR/h" sh examples.sh > /dev/null 2>&1 )
    fi
    runs=$(sed -n 's/^ORACLE: \([0-9]*\) runs checked$/\1/p' "$TMPDIR/oracle" | awk '{ n += $1 } END { print n + 0 }')
    # (a help file's examples are a few runs; none is "too few")
    if [ "$runs" -gt 0 ]; then echo "$what: runs checked"; else echo "$what: NO RUNS CHECKED"; fi
    [ -n "${ORACLE_VERBOSE:-}" ] && echo "($runs runs)"
    # (less what the examples of this file print with profile_check_print)
    awk '/^ORACLE: (DISAGREE|consistent): / { own = 1; next }
         own && /^ORACLE:     / { next }
         { own = 0; print }' "$TMPDIR/oracle" | grep -v ' runs checked$' | known_bugs | grep -v '^ORACLE: run [0-9]* consistent$' | sed "s|^|$what: |"
done
