# SIGINT (Ctrl-C) or SIGTERM during pop11 %profile ends the run with the
# report of the run so far and the %profile-out files written, and exit
# status 128 + the signal (130, 143).  The program runs until it is
# stopped; the signal is sent once it has run for a third of a second.  The figures depend
# on when the signal comes: only the shape of the output is compared.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cat > "$TMPDIR/forever.p" <<'P'
define busy(); lvars i; for i from 1 to 1000 do endfor enddefine;
define spin(); repeat busy() endrepeat enddefine;
'started' =>
;;; a third of a second of CPU time (some samples), then the sign to stop it
lvars t0 = systime();
until systime() - t0 >= 30 do busy() enduntil;
sysclose(syscreate('started', 1, false));
spin();
P
cd "$TMPDIR"

# run_until SIGNAL OPTIONS...: start the profiled program, wait until it
# has started, send SIGNAL, and show what it printed and its exit status
run_until() {
    sig=$1; shift
    rm -f started
    "$POP11" "$@" forever.p > out 2> err &
    pid=$!
    n=0
    until [ -f started ] || [ $n -ge 600 ]; do sleep 0.1; n=$((n + 1)); done
    kill -"$sig" $pid
    wait $pid
    echo "exit $?"
    sed -e 's/[0-9][0-9.]*/N/g' out \
        | sed -n -e '/^\*\*/p' -e '/^Number/p' -e '/^CPU/p' -e '/^Ticks/p' -e '/-Cumul\|-Active/s/ *-*\([A-Za-z]*\)-*$/\1/p'
    grep -q ' busy$' out && echo "a row for busy"
    cat err
}

echo "--- SIGINT, flat, folded stacks"
run_until INT %profile %profile-out=run.folded
python3 - <<'PY'
import re
total = sum(int(l.rsplit(" ", 1)[1]) for l in open("run.folded"))
report = int(re.search(r"Number of interrupts: (\d+)", open("out").read()).group(1))
print("folded adds up to the report:", total == report, "samples:", report > 0)
PY
echo "--- SIGTERM, count-all, deterministic tick, flame graph and saved run"
run_until TERM %profile=all %profile-tick=100 %profile-out=run.svg
python3 -c 'import xml.etree.ElementTree as ET; print("svg parses:", ET.parse("run.svg").getroot().tag.endswith("svg"))'
run_until TERM %profile-tick=100 %profile-out=run.run > /dev/null
"$POP11" profile run.run | sed -n -e '/^Ticks/s/: [0-9]*/: N/p' -e '/ busy$/s/.* /a row for /p'
