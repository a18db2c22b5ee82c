# heavy
# A loop of 10^6 iterations counted exactly, its body and its end; a
# loop on one line is entered once (a count is of entries into a line's
# code from another line's).
cd "$TMPDIR" || exit 1
cat > million.p << 'EOF'
vars n = 0, i;
for i from 1 to 1000000 do
    n + 1 -> n
endfor;
repeat 1000000 times n - 1 -> n endrepeat;
n =>
EOF
"$POP11" %coverage million.p
cat million.p.gcov
