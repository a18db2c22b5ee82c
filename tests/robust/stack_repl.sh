# The REPL goes on after a user-stack flood (popmemlim's mishap "using
# stack space"; it was a SIGSEGV): the stack is empty again and can grow
# again, within a raised popmemlim too; the builders that push from C
# (explode) stop the same way.  (Small limits and 50 pushes a loop: the
# GC-stress build collects at every iteration.)
. ../repl/tmux.inc
start_repl
line "popmemused + 100000 -> popmemlim;"
line "define flood(); repeat 2000000000 times 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 endrepeat enddefine;"
line "flood();"
wait_for 1 "(using stack space)" && wait_for 2 "Setpop" && echo "ok: flood stopped"
line "stacklength() =>"
wait_for 1 "** 0" && echo "ok: the stack is empty again"
line "vars n; repeat 3000 times 1 endrepeat; stacklength() -> n; clearstack(); n =>"
wait_for 1 "** 3000" && echo "ok: it grows again within the limit"
line "vars l = [% repeat 3000 times \"x\" endrepeat %]; repeat 100 times explode(l) endrepeat;"
wait_for 2 "(using stack space)" && wait_for 3 "Setpop" && echo "ok: explode's flood"
line "popmemused + 400000 -> popmemlim; repeat 100 times explode(l) endrepeat;"
line "stacklength() -> n; clearstack(); n =>"
wait_for 1 "** 300000" && echo "ok: a raised popmemlim holds more"
end_repl
