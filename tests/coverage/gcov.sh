# pop11 %coverage: exact counts per line and per branch arm in gcov's
# format (FILE.gcov in the current directory, for the file run, the file
# it loads and the file it includes), a line never run marked #####, a
# line with no code -; counts merge over runs (Runs:2, every count
# doubled); the lcov tracefile's records.
cd "$TMPDIR" || exit 1
cat > part.p << 'EOF'
define twice(x);
    x * 2
enddefine;
EOF
cat > part_inc.ph << 'EOF'
define thrice(x);
    x * 3
enddefine;
EOF
cat > cov.p << 'EOF'
;;; a loop, an if of three arms, a recursion, a loaded file, a line never run
vars total = 0, i;
for i from 1 to 1000 do
    total + 1 -> total
endfor;
define classify(n);
    if n < 3 then
        "low"
    elseif n < 7 then
        "mid"
    else
        "high"
    endif
enddefine;
for i from 0 to 9 do classify(i) -> endfor;
define fact(n);
    if n <= 1 then
        1
    else
        n * fact(n - 1)
    endif
enddefine;
fact(10) =>
define never();
    'never run' =>
enddefine;
load 'part.p';
twice(21) =>
total =>
['./' ^^popincludelist] -> popincludelist;
include 'part_inc.ph';
thrice(2) =>
EOF
"$POP11" %coverage cov.p
echo "exit $?"
ls
cat cov.p.gcov part.p.gcov part_inc.ph.gcov
"$POP11" %coverage cov.p > /dev/null
echo "--- a second run: the counts merged"
cat part.p.gcov
sed -n '/cov.p$/,/end_of_record/p' pop11.info | sed 's|^SF:.*/|SF:|'
echo "--- %coverage-out"
"$POP11" %coverage %coverage-out=other.info part.p
grep -c end_of_record other.info
"$POP11" %coverage 2>&1
echo "exit $?"
"$POP11" %coverage missing.p 2>&1
echo "exit $?"
