# The saved-run file format (HELP PROFILE_SAVED), golden on the
# deterministic tick: a count-all run and a flat run with a name that
# needs escaping, written by profile_save (with the stack samples of each:
# row numbers of the table of names, outermost first).  The checksums are those
# sys_procedure_checksum gives in the saving process (checked here, then
# shown as C so that a change of the compiler's code does not change this
# test).  Loading a file and saving it again gives the same file.  A run
# with exact call counts has a table of them.
cd "$TMPDIR" || exit 1
cat > prog.p << 'END'
uses profile;
1000 -> profile_tick_every;
define spin(n); repeat n times endrepeat enddefine;
define outer(); spin(100000); spin(50000) enddefine;
true -> profile_count_all;
profile outer();
profile_save('all.run');
define odd(); repeat 30000 times endrepeat enddefine;
consword('odd name\\with \n in it') -> pdprops(odd);
define flat(); odd(); spin(20000) enddefine;
false -> profile_count_all;
profile flat();
profile_save('flat.run');
lvars p;
for p in [^spin ^outer ^odd] do
    printf('%p\n', [^(sys_procedure_checksum(p))])
endfor;
profile_load('flat.run');
profile_save('flat2.run');
;;; exact call counts: a table of them
true -> profile_call_counts;
profile outer();
profile_save('calls.run');
END
"$POP11" prog.p > out || { echo "prog.p failed"; cat out; }
tail -n 3 out > sums
spin=$(sed -n 1p sums); outer=$(sed -n 2p sums); odd=$(sed -n 3p sums)
grep -q "^[0-9]* $spin \"spin\$" all.run && grep -q "^[0-9]* $outer \"outer\$" all.run &&
    grep -q "^[0-9]* $odd \"odd" flat.run && echo "checksums as sys_procedure_checksum gives them"
cmp flat.run flat2.run && echo "loaded and saved again: the same file"
for f in all.run flat.run calls.run; do
    echo "--- $f"
    awk '/^table / { names = ($2 == "names") }
         names && /^[0-9]+ [0-9]+ / { $2 = "C" } { print }' $f
done
# A file of version 1 (before call-site lines: no table of files, frames
# without :LINE) still loads; its stacks have no lines.
sed -e '1s/run 2/run 1/' -e '/^table files/,/^table stacks/{/^table stacks/!d}' \
    -e 's/^\([0-9]*\) \([0-9]*\):[0-9]* \([0-9]*\):[0-9]* /\1 \2 \3 /' all.run > old.run
echo "--- version 1"
grep -c ':' old.run
"$POP11" ":uses profile; profile_load('old.run'); profile_export('old.folded');
    profile_load('all.run'); profile_export('new.folded');" > /dev/null
cat old.folded new.folded
