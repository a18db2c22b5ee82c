# heavy (lists of 300000 pairs: slow in the GC-stress build)
# The REPL goes on after the mishaps of popmemlim and pop_callstack_lim
# (a file stops at its first mishap, in Poplog too): the limits still
# hold afterwards, a limit set below the data in use is recovered from by
# dropping the data, and a dlocal pop_callstack_lim is undone by the mishap.
# It types the transcripts of HELP LIMITS (help/limits).
. ../repl/tmux.inc
start_repl
line "define build(n); lvars i, l = []; for i from 1 to n do i :: l -> l endfor; l enddefine;"
line "200000 -> popmemlim;"
line "vars l = build(100000);"
wait_for 1 "MEMORY LIMIT" && wait_for 2 "Setpop" && echo "ok: list past popmemlim"
line "length(build(40000)) =>"
wait_for 1 "** 40000" && echo "ok: goes on under the same limit"
line "vars l = build(100000);"
wait_for 2 "MEMORY LIMIT" && wait_for 3 "Setpop" && echo "ok: the limit still holds"
line "false -> popmemlim;"
line "vars big = build(300000);"
line "200000 -> popmemlim;"
line "sysgarbage();"
wait_for 3 "MEMORY LIMIT" && wait_for 4 "Setpop" && echo "ok: limit below the data in use"
line "[] -> big;"
line "sysgarbage();"
line "length(build(40000)) =>"
wait_for 2 "** 40000" && echo "ok: recovered by dropping the data"
line "200000 -> popmemlim;"
line "vars y = 3;"
line "repeat y * y -> y endrepeat;"
wait_for 4 "MEMORY LIMIT" && wait_for 5 "Setpop" && echo "ok: biginteger growth stopped"
line "integer_length(y) =>"
wait_for 1 "** 6647815" && echo "ok: the last square made fits, as in Poplog"
line "define depth(n); if n = 0 then 0 else 1 + depth(n - 1) endif enddefine;"
line "define limited(n); dlocal pop_callstack_lim = 10000; depth(n) enddefine;"
line "limited(3000) =>"
wait_for 1 "RECURSION LIMIT" && echo "ok: dlocal pop_callstack_lim"
line "pop_callstack_lim =>"
wait_for 1 "** 98304" && echo "ok: dlocal value undone by the mishap"
line "depth(20000) =>"
wait_for 1 "** 20000" && echo "ok: full depth again"
[ -n "$LIMITS_PANE" ] && pane > "$LIMITS_PANE"
end_repl
