# The user stack's fault handler (it maps more stack as a push passes the
# mapped end) and the FFI's (a bad foreign access is a mishap) share
# SIGSEGV: each passes the other's faults on and stays installed.  Before,
# whichever saw a fault that was not its own uninstalled itself, so a bad
# exacc after the stack had grown killed pop11 (SIGSEGV), as did a stack
# growth after a bad exacc under ASan.  Both orders, in one REPL session
# (2 * 10^4 items pass the first 64 KB the stack has mapped).
. ../repl/tmux.inc
start_repl
line "vars n; repeat 20000 times 1 endrepeat; stacklength() -> n; clearstack(); n =>"
wait_for 1 "** 20000" && echo "ok: the stack grew"
line "exacc:int null_external_ptr(1) =>"
wait_for 1 "MEMORY ACCESS VIOLATION" && wait_for 2 "Setpop" && echo "ok: then a bad exacc is a mishap"
line "repeat 40000 times 1 endrepeat; stacklength() -> n; clearstack(); n =>"
wait_for 1 "** 40000" && echo "ok: then the stack grows again"
line "exacc:int null_external_ptr(1) =>"
wait_for 2 "MEMORY ACCESS VIOLATION" && wait_for 3 "Setpop" && echo "ok: and a bad exacc is a mishap again"
end_repl
