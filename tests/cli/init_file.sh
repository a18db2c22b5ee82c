# init.p: compiled before reading stdin, also when stdin is a pipe
# ($HOME/.pop11/init.p, else ./init.p); not with %noinit, nor for a file
# or ":stmts" argument.  Piped, a mishap in it ends the run with status 1.
# (The expected output is Poplog's, with $poplib for $HOME/.pop11.)
# (the work directory has a path of fixed length, whatever the runner's
# scratch directory is: a mishap report wraps a long FILE line, and the
# sed below could not strip the directory from a wrapped one)
work=$(mktemp -d /tmp/initf.XXXXXX) || exit 1
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/work"
cd "$work/work" || exit 1
export HOME="$work/home"
echo "1 =>" | "$POP11"; echo "exit $?"
echo "'init.p ran' =>" > init.p
echo "1 =>" | "$POP11"; echo "exit $?"
echo "1 =>" | "$POP11" %noinit; echo "exit $?"
"$POP11" ":2 =>"; echo "exit $?"
echo "3 =>" > prog.p
"$POP11" prog.p; echo "exit $?"
echo "hd(3) =>" > init.p
echo "1 =>" | "$POP11" > out 2> err; echo "exit $?"
cat out
sed "s|$PWD/||" err
mkdir -p "$HOME/.pop11"
echo "'home init.p ran' =>" > "$HOME/.pop11/init.p"
echo "1 =>" | "$POP11"; echo "exit $?"
