# Rows with equal counts are listed in the order of their names, in the
# report of a run and in the report of its saved file reloaded (they were
# in the order of a property's table, which is where the procedures were
# in memory: the run listed left where its saved file listed substring).
cd "$TMPDIR" || exit 1
cat > prog.p << 'END'
define zeta(); repeat 20000 times endrepeat enddefine;
define alpha(); repeat 20000 times endrepeat enddefine;
define mu(); repeat 20000 times endrepeat enddefine;
define beta(); repeat 20000 times endrepeat enddefine;
define omega(); repeat 20000 times endrepeat enddefine;
define kappa(); repeat 20000 times endrepeat enddefine;
define main(); zeta(); alpha(); mu(); beta(); omega(); kappa() enddefine;
main();
END
"$POP11" %profile=all %profile-tick=1000 %profile-out=r.run prog.p > live 2>&1 || { echo "run: exit $?"; cat live; }
"$POP11" profile r.run > loaded 2>&1 || { echo "load: exit $?"; cat loaded; }
# the table: the lines from the column headings to the blank line after
table() { sed -n '/^Count/,/^$/p' "$1"; }
table live
if [ "$(table live)" = "$(table loaded)" ]; then echo "the saved run lists the same rows"; else
    echo "the saved run lists other rows:"; table loaded; fi
