# Debian's lcov reads pop11 %coverage's tracefile: lcov --summary gives
# the line, function and branch totals of the two files run (one loaded by the
# other), and genhtml writes index.html with no warning.
command -v lcov > /dev/null && command -v genhtml > /dev/null ||
    { echo "lcov not found (Debian: apt-get install lcov)"; exit 77; }
cd "$TMPDIR" || exit 1
cat > part.p << 'EOF'
define twice(x);
    x * 2
enddefine;
define unused(x);
    x * 3
enddefine;
EOF
cat > main.p << 'EOF'
define kind_of(n);
    if n < 0 then
        "negative"
    elseif n == 0 then
        "zero"
    else
        "positive"
    endif
enddefine;
vars i;
for i from 1 to 5 do kind_of(i) -> endfor;
load 'part.p';
twice(2) =>
EOF
"$POP11" %coverage %coverage-out=run.info main.p > /dev/null || echo "pop11 failed"
# branch totals: an rc option, named differently before lcov 2
case $(lcov --version 2>&1) in
    *"version 1."*) rc=lcov_branch_coverage=1 ;;
    *) rc=branch_coverage=1 ;;
esac
lcov --summary run.info --rc $rc 2>&1 | grep -E '^ *(lines|functions|branches)' | sed 's/\.\.*:/:/'
genhtml --quiet --branch-coverage -o html run.info > genhtml.out 2>&1 || echo "genhtml failed"
cat genhtml.out
[ -s html/index.html ] && echo "index.html written"
