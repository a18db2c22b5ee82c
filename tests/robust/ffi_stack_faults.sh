# The user stack's fault handler (it maps more stack as a push passes the
# mapped end) and the FFI's (a bad foreign access is a mishap) share
# SIGSEGV: each passes the other's faults on and stays installed.  Before,
# whichever saw a fault that was not its own uninstalled itself, so a bad
# exacc after the stack had grown killed pop11 (SIGSEGV), as did a stack
# growth after a bad exacc under ASan.  Both orders, in one REPL session
# (2 * 10^4 items pass the first 64 KB the stack has mapped).
. ../repl/tmux.inc
mkdir -p "$TMPDIR/home"; rm -f "$TMPDIR/status"
tmux -L "$S" -f "$TMPDIR/tmux.conf" new-session -d -s t -x 100 -y 40 \
    "HOME='$TMPDIR/home' POP11_LIBDIR='$LIB' '$POP11' %nobanner; echo \$? > '$TMPDIR/status'"
wait_for 1 "Setpop"
line "vars n; repeat 20000 times 1 endrepeat; stacklength() -> n; clearstack(); n =>"
wait_for 1 "** 20000" && echo "ok: the stack grew"
line "exacc:int null_external_ptr(1) =>"
wait_for 1 "MEMORY ACCESS VIOLATION" && wait_for 2 "Setpop" && echo "ok: then a bad exacc is a mishap"
line "repeat 40000 times 1 endrepeat; stacklength() -> n; clearstack(); n =>"
wait_for 1 "** 40000" && echo "ok: then the stack grows again"
line "exacc:int null_external_ptr(1) =>"
wait_for 2 "MEMORY ACCESS VIOLATION" && wait_for 3 "Setpop" && echo "ok: and a bad exacc is a mishap again"
line "bye"
i=0; while [ $i -lt 600 ] && [ ! -s "$TMPDIR/status" ]; do sleep 0.1; i=$((i + 1)); done
echo "bye: exit $(cat "$TMPDIR/status")"
