# heavy (slow in the GC-stress build; the other builds run it)
# The REPL goes on after each of issue 20's programs (with a lower
# pop_callstack_lim for the parentheses, to keep the typed line short), and
# pop_pr_level and the call-stack accounting are back to normal after them.
command -v tmux > /dev/null || { echo "tmux is not installed"; exit 1; }
S="pop11rec$$"
export TMUX_TMPDIR="$TMPDIR"
trap 'tmux -L "$S" kill-server 2> /dev/null' EXIT
trap 'exit 1' INT TERM HUP
LIB=$(cd "${POP11_LIBDIR:-../..}" && pwd)
mkdir -p "$TMPDIR/home"
pane() { tmux -L "$S" capture-pane -p -J -S - -t t; }
# (a step waits at most 15 s: the whole test takes under a second, and a
# stuck step must show its screen before the runner's 60 s limit ends it)
wait_for() {
    i=0
    while [ $i -lt 150 ]; do
        [ "$(pane | grep -cF -- "$2")" -ge "$1" ] && return 0
        sleep 0.1; i=$((i + 1))
    done
    echo "TIMEOUT waiting for $1 line(s) with: $2"; pane | grep -v '^$' | tail -n 15; exit 0
}
line() {
    case $1 in *\;) set -- "${1%;}\\;" ;; esac
    tmux -L "$S" send-keys -t t -l -- "$1"
    tmux -L "$S" send-keys -t t Enter
}
tmux -L "$S" new-session -d -s t -x 100 -y 40 \
    "HOME='$TMPDIR/home' POP11_LIBDIR='$LIB' '$POP11' %nobanner; echo \$? > '$TMPDIR/status'"
wait_for 1 "Setpop"
line "define depth(n); if n = 0 then 0 else 1 + depth(n - 1) endif enddefine;"
line "2000 -> pop_callstack_lim;"
line "1 + $(printf '(%.0s' $(seq 120))1$(printf ')%.0s' $(seq 120)) =>"
wait_for 1 "RECURSION LIMIT" && wait_for 2 "Setpop" && echo "ok: deep parentheses"
line "98304 -> pop_callstack_lim;"
line "define f(x); $(printf 'if x then %.0s' $(seq 50)) 1 $(printf 'endif %.0s' $(seq 50)) enddefine; f(true) =>"
wait_for 1 "** 1" && echo "ok: 50 nested ifs compile"
line "vars v = {1 2}; v -> v(1); v =>"
wait_for 1 "{<vector> 2}" && echo "ok: cyclic vector printed"
line "vars w = {1 2}; w -> w(1); v = w =>"
wait_for 2 "RECURSION LIMIT" && wait_for 3 "Setpop" && echo "ok: cyclic equality"
line "defclass pt {px}; define pp(p); if pop_pr_level < 998 then hd(3) endif; pr(px(p)) enddefine;"
line "pp -> class_print(pt_key); conspt(conspt(conspt(conspt(1)))) =>"
line "pop_pr_level =>"
wait_for 1 "LIST NEEDED" && wait_for 1 "** 1000" && echo "ok: pop_pr_level restored after a mishap"
line "depth(24540) =>"
wait_for 1 "** 24540" && echo "ok: call-stack accounting restored"
line "bye"
i=0; while [ $i -lt 600 ] && [ ! -s "$TMPDIR/status" ]; do sleep 0.1; i=$((i + 1)); done
echo "bye: exit $(cat "$TMPDIR/status")"
