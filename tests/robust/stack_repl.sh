# The REPL goes on after a user-stack flood (popmemlim's mishap "using
# stack space"; it was a SIGSEGV): the stack is empty again and can
# grow again, within a raised popmemlim too; a procedure pushing in a loop
# and the builders that push from C (explode) stop the same way.
. ../repl/tmux.inc
mkdir -p "$TMPDIR/home"; rm -f "$TMPDIR/status"
tmux -L "$S" -f "$TMPDIR/tmux.conf" new-session -d -s t -x 100 -y 40 \
    "HOME='$TMPDIR/home' POP11_LIBDIR='$LIB' '$POP11' %nobanner; echo \$? > '$TMPDIR/status'"
wait_for 1 "Setpop"
line "1000000 -> popmemlim;"
line "repeat 2000000000 times 1 endrepeat;"
wait_for 1 "(using stack space)" && wait_for 2 "Setpop" && echo "ok: flood stopped"
line "stacklength() =>"
wait_for 1 "** 0" && echo "ok: the stack is empty again"
line "vars n; repeat 500000 times 1 endrepeat; stacklength() -> n; clearstack(); n =>"
wait_for 1 "** 500000" && echo "ok: it grows again within the limit"
line "define push(n); repeat n times \"x\" endrepeat enddefine;"
line "push(2000000);"
wait_for 2 "(using stack space)" && wait_for 3 "Setpop" && echo "ok: a procedure's flood"
line "vars l = [% push(200000) %]; repeat 10 times explode(l) endrepeat;"
wait_for 3 "(using stack space)" && wait_for 4 "Setpop" && echo "ok: explode's flood"
line "4000000 -> popmemlim; push(2000000); stacklength() -> n; clearstack(); n =>"
wait_for 1 "** 2000000" && echo "ok: a raised popmemlim holds more"
line "bye"
i=0; while [ $i -lt 600 ] && [ ! -s "$TMPDIR/status" ]; do sleep 0.1; i=$((i + 1)); done
echo "bye: exit $(cat "$TMPDIR/status")"
