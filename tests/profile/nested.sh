# Runs do not nest: a profile inside a profiled procedure is the mishap
# PROFILER ALREADY RUNNING, which ends the run in progress without a
# report.  HELP PROFILE documents the message, in the REF-style entry of
# profile_apply (and pop11 %profile, where an inner profile joins the
# whole run, in profile_cmd.sh).
cat > "$TMPDIR/nested.p" <<'P'
uses profile;
1000 -> profile_tick_every;
define inner(); repeat 5000 times endrepeat enddefine;
define outer();
    inner();
    profile inner();
enddefine;
profile outer();
'not reached' =>
P
cd "$TMPDIR"
"$POP11" nested.p 2>&1; echo "exit $?"
echo "--- HELP PROFILE, profile_apply's entry"
"$POP11" help profile | awk '/^profile_apply\(args\.\.\., p\) +\[procedure\]/ { on = 1; next }
                             on && /^[^ ]/ { on = 0 }
                             on && /PROFILER ALREADY RUNNING/'
