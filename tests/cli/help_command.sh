# pop11 help|ref|teach NAME: the document is printed (stdout is not a
# terminal, so no pager) and pop11 exits; status 1 when there is none.
"$POP11" help nosuch 2>&1; echo "exit $?"
"$POP11" ref nosuch 2>&1; echo "exit $?"
"$POP11" teach nosuch 2>&1; echo "exit $?"
"$POP11" help pop11 | head -n 1; echo "exit $?"
# all capitals: tried in lower case first
"$POP11" help POP11 | head -n 1
# no name: the index of that kind
"$POP11" help | head -n 1
"$POP11" ref | head -n 1
"$POP11" teach | head -n 1
# built-in identifiers: entries made from their declarations
"$POP11" ref hd
"$POP11" help popprompt
"$POP11" ref // | head -n 1
"$POP11" ref builtins | head -n 1
"$POP11" ref builtins | grep -c '^sys_ref_missing()'
# $POP11HELPPATH: more directories, after pop11's own
mkdir -p "$TMPDIR/mine"
printf 'HELP MYTOPIC\nmy own help file\n' > "$TMPDIR/mine/mytopic"
printf 'my own pop11 file\n' > "$TMPDIR/mine/pop11"
POP11HELPPATH="/nonexistent:$TMPDIR/mine" "$POP11" help mytopic
POP11HELPPATH="/nonexistent:$TMPDIR/mine" "$POP11" help MYTOPIC | head -n 1
POP11HELPPATH="$TMPDIR/mine" "$POP11" help pop11 | head -n 1
# no paths
"$POP11" help ../help/pop11 2>&1; echo "exit $?"
# the syntax words in a program: the rest of the line is the name
printf 'help nosuch\nref hd\n1 =>\nhelp\n2 =>\n' | "$POP11" 2>&1 | grep '^\*\*\|^;;;\|^HELP\|^hd'
# declared by the user, they are ordinary variables
printf 'vars ref = 3;\nref + 1 =>\n' | "$POP11" 2>&1
"$POP11" --help | grep -c 'help NAME'
