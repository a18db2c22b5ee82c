# pop11 %profile on a file that is missing, or that stops at a mishap
# before anything ran (a syntax error), prints the mishap only: no empty
# report, no %profile-out file, exit status 1.  A file that ran and was
# sampled before its mishap still gets its report and file.
cat > "$TMPDIR/syntax.p" <<'P'
define broken(x;
    x + 1
enddefine;
P
cat > "$TMPDIR/late.p" <<'P'
define busy(); lvars i; for i from 1 to 5000 do endfor enddefine;
busy();
hd(3) =>
P
cd "$TMPDIR"
echo "--- missing"
"$POP11" %profile %profile-out=m.svg missing.p 2>&1; echo "exit $?"
"$POP11" %profile-tick=1 missing.p 2>&1; echo "exit $?"
echo "--- syntax error"
"$POP11" %profile %profile-out=s.folded syntax.p 2>&1; echo "exit $?"
"$POP11" %profile=all %profile-tick=1 %profile-out=s.run syntax.p 2>&1; echo "exit $?"
ls m.svg s.folded s.run 2>&1 | sed 's/^ls: //'
echo "--- profile_file from a program"
"$POP11" ":uses profile; profile_file('missing.p', false, false) =>" 2>&1; echo "exit $?"
# (ticks every 50 us: in the GC stress build some fall in the compiler's
# garbage collections, <gc> samples that are not a run of the program)
"$POP11" ":uses profile; 50 -> profile_interval; profile_file('syntax.p', false, false) =>" 2>&1; echo "exit $?"
echo "--- a mishap after a run"
"$POP11" %profile-tick=1000 %profile-out=l.folded late.p 2>&1; echo "exit $?"
cat l.folded
