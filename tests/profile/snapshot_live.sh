# A live snapshot of a running pop11 %profile (HELP PROFILE_SAVED,
# section 6): kill -USR2 while the program computes writes pop11-PID.run
# (the run so far), the program goes on (it spins until told to stop)
# to its end and its report; pop11
# profile reads the snapshot, whose samples are fewer than the final
# run's, and both ledgers account for every tick they charged.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cd "$TMPDIR" || exit 1
cat > prog.p << 'END'
define spin(); repeat 20000 times endrepeat enddefine;
define main();
    lvars out = discout('started'); out(termin);
    until sys_file_exists('go') do spin() enduntil;
    repeat 20 times spin() endrepeat
enddefine;
main();
END
"$POP11" %profile prog.p > final.txt 2>&1 &
pid=$!
i=0
while [ ! -e started ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done
sleep 0.3
kill -USR2 $pid
i=0
while [ ! -e pop11-$pid.run ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i + 1)); done
sleep 0.2
touch go
wait $pid; echo "exit $?"
[ -e pop11-$pid.run ] && echo "snapshot pop11-PID.run written"
"$POP11" profile pop11-$pid.run > snap.txt 2>&1; echo "pop11 profile: exit $?"
grep -c '^Number of interrupts' final.txt snap.txt | sed 's/:/ /'
python3 - << 'EOF2'
import re
def figures(f):
    t = open(f).read()
    n = int(re.search(r"Number of interrupts: (\d+)", t).group(1))
    charged = int(re.search(r"(\d+) charged", t).group(1))
    m = re.search(r"(\d+) ignored", t)
    return n, charged - (int(m.group(1)) if m else 0)
fn, fc = figures("final.txt")
sn, sc = figures("snap.txt")
print("snapshot: fewer samples than the final run, but some:", 0 < sn < fn)
print("each report's interrupts are its ledger's charged ticks:", fn == fc and sn == sc)
print("the snapshot's rows are the final run's:",
      set(re.findall(r"  (\w+)\n", open("snap.txt").read().split("95%")[0]))
      <= set(re.findall(r"  (\w+)\n", open("final.txt").read().split("95%")[0])))
EOF2
