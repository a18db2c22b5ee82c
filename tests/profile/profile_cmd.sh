# pop11 %profile FILE.p: the report at the end of the program (flat and
# count-all), also after a mishap (exit status 1), %profile-out writing a
# flame graph that parses and collapsed stacks that add up to the report, a
# profile expression inside the program, and pop11 --help describing it.
# Deterministic tick (%profile-tick).
command -v python3 > /dev/null || { echo "python3 not found"; exit 77; }
cat fib_busy.p - > "$TMPDIR/prog.p" <<'EOF'
fib_and_busy(15, 5000);
pr('args: '); poparglist =>
EOF
cp "$TMPDIR/prog.p" "$TMPDIR/bad.p"
echo "hd(3) =>" >> "$TMPDIR/bad.p"
echo "'not reached' =>" >> "$TMPDIR/bad.p"
cp fib_busy.p "$TMPDIR/nested.p"
echo "uses profile; profile fib_and_busy(10, 1000);" >> "$TMPDIR/nested.p"
cd "$TMPDIR"

echo "--- flat"
"$POP11" %profile-tick=50 prog.p a b; echo "exit $?"
echo "--- count-all, flame graph and folded stacks"
"$POP11" %profile=all %profile-tick=50 %profile-out=prog.svg prog.p; echo "exit $?"
"$POP11" %profile-tick=50 %profile-out=prog.folded prog.p > flat.out; echo "exit $?"
python3 - <<'EOF'
import re, xml.etree.ElementTree as ET
root = ET.parse("prog.svg").getroot()
print("svg parses:", root.tag == "{http://www.w3.org/2000/svg}svg",
      "frames:", len(root.findall("{http://www.w3.org/2000/svg}g")))
total = sum(int(l.rsplit(" ", 1)[1]) for l in open("prog.folded"))
print("folded adds up to the report:",
      total == int(re.search(r"Number of interrupts: (\d+)", open("flat.out").read()).group(1)))
EOF
echo "--- a mishap"
"$POP11" %profile-tick=50 bad.p 2> err; echo "exit $?"
sed "s|$TMPDIR/||" err
echo "--- a profile expression in the program"
"$POP11" %profile-tick=50 nested.p; echo "exit $?"
echo "--- usage"
"$POP11" %profile 2>&1; echo "exit $?"
"$POP11" --help | grep -c profile
