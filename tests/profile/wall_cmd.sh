# pop11 %profile=wall FILE.p: the run is timed on the wall clock (HELP
# PROFILE, section 3): the heading gives the wall-clock time, and a
# program waiting for a child process (sysobey of a shell sleeping 0.3 s)
# and in syssleep (0.2 s) has rows <child> and <sleep>, which plain
# %profile (the CPU clock) does not have; %profile=wall with
# %profile=all too.  (Only the rows' names are printed: their figures
# depend on the machine.)
cd "$TMPDIR" || exit 1
cat > prog.p << 'END'
define shell(); sysobey('sleep 0.3') enddefine;
define nap(); syssleep(20) enddefine;
shell(); nap();
END
rows() { sed -n 's/^ *[0-9][0-9]* *[0-9.]* *[0-9][0-9]* *[0-9.]*  \(<\(sleep\|read\|child\|foreign\)>\)$/\1/p' | sort; }
"$POP11" %profile=wall prog.p > out 2>&1; echo "exit $?"
grep -c '^Wall-clock time: ' out
rows < out
"$POP11" %profile=wall %profile=all prog.p > out 2>&1; echo "exit $?"
grep -c '^Wall-clock time: ' out
rows < out
"$POP11" %profile prog.p > out 2>&1; echo "exit $?"
grep -c '^CPU time: ' out
rows < out
