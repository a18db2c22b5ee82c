# Merging with the files already there (profile_coverage.p): a line with
# several branches (three blocks on one line) merges block by block, so
# that two runs give every arm twice its count; a tracefile's record of a
# file this run did not count is kept as it was, before the new records;
# a source line with non-ASCII bytes is copied as it is.
cd "$TMPDIR" || exit 1
cat > two.p << 'EOF2'
vars i, a = 0, b = 0;
for i from 1 to 10 do if i mod 2 == 0 then a + 1 -> a endif; if i mod 5 == 0 then b + 1 -> b endif endfor;
define f(x); x enddefine; f(1) -> ;
'café' -> ;
EOF2
printf 'TN:\nSF:/elsewhere/other.p\nDA:1,5\nLF:1\nLH:1\nend_of_record\n' > run.info
"$POP11" %coverage %coverage-out=run.info two.p
cp two.p.gcov one.gcov
"$POP11" %coverage %coverage-out=run.info two.p
cat one.gcov two.p.gcov
sed 's|^SF:.*/two.p|SF:two.p|' run.info
