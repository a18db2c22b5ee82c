# pop11 profile on saved runs (deterministic tick, so the figures are
# exact): --out=FILE writes the merged runs in every export format, the
# same files profile_export writes for the loaded runs; --diff A -- B
# prints the change of each procedure's share and of each leaf line's
# (work calls the excluded loop from lines 5 and 6, so its samples have
# those lines), flags the changes (Holm), and marks a procedure whose
# code differs between the sides (other, redefined for c.run); A/A flags
# nothing; several runs a side, and a side whose runs vary far more than
# sampling would make them (its dispersion widens the intervals); the differential flame graph colours a
# frame red that grew and blue that shrank, its widths B's samples; and
# the mistakes: no -- , an empty side, a format a diff cannot have, an
# unknown option.
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cd "$TMPDIR" || exit 1
cat > mk.p <<'END'
uses profile;
10 -> profile_tick_every;
define loop(n); repeat n times endrepeat enddefine;
define work(a, b);
    loop(a);
    loop(b)
enddefine;
define other(n); repeat n times endrepeat enddefine;
define main(a, b, c); work(a, b); other(c) enddefine;
"loop" :: profile_exclude_list -> profile_exclude_list;
profile main(1000, 1000, 1000);
profile_save('a.run');
profile main(1000, 1000, 1100);
profile_save('a2.run');
profile main(1000, 3000, 1000);
profile_save('b.run');
define other(n); repeat n times endrepeat; 0 -> enddefine;
profile main(1000, 3000, 1000);
profile_save('c.run');
profile_load(['a.run' 'b.run']);
profile_export('l.folded');
profile_export('l.svg');
END
"$POP11" mk.p > /dev/null 2>&1 || { echo "mk.p failed"; exit 1; }
echo "--- the report and files of two runs merged"
"$POP11" profile --out=m.folded --out=m.svg --out=m.speedscope.json --out=m.pb.gz --out=m.run a.run b.run
echo "exit $?"
cmp m.folded l.folded && cmp m.svg l.svg && echo "the same files as profile_export of the loaded runs"
python3 -c "
import gzip, json, xml.etree.ElementTree as ET
ET.parse('m.svg'); json.load(open('m.speedscope.json')); gzip.open('m.pb.gz').read()
print('svg, json and gzip files whole')"
"$POP11" profile m.run | grep interrupts
echo "--- A/A"
"$POP11" profile --diff a.run -- a2.run; echo "exit $?"
echo "--- A/B, and the differential flame graph"
"$POP11" profile --diff --out=d.svg a.run -- b.run; echo "exit $?"
python3 - << 'PY'
import re, xml.etree.ElementTree as ET
ns = {"s": "http://www.w3.org/2000/svg"}
for g in ET.parse("d.svg").getroot().findall("s:g", ns):
    t = g.find("s:title", ns).text
    fill = g.find("s:svg/s:rect", ns).get("fill")
    r, gr, b = map(int, re.findall(r"\d+", fill))
    colour = "red" if r > b else "blue" if b > r else "neutral"
    print(t, colour)
PY
echo "--- two runs a side, one procedure redefined"
"$POP11" profile --diff a.run a2.run -- b.run c.run; echo "exit $?"
echo "--- a side whose runs differ far more than sampling would make them"
echo "--- (a.run and b.run): its spread widens the intervals, nothing is flagged"
"$POP11" profile --diff a.run b.run -- a2.run; echo "exit $?"
echo "--- mistakes"
for args in "--diff a.run b.run" "--diff a.run --" "--diff --out=d.folded a.run -- b.run" \
            "--frobnicate a.run" "--out=x.xml a.run" "--diff a.run -- nosuch.run"; do
    echo "\$ pop11 profile $args"
    # shellcheck disable=SC2086
    "$POP11" profile $args > o 2>&1; echo "exit $?"
    awk '/^;;; DOING/ { doing = 1; next } doing && /^;;; \t/ { next } { doing = 0; print }' o
done
for f in d.folded x.xml; do [ -e $f ] && echo "$f written"; done
exit 0
