# After Ctrl-C stops a loop, or a profiled run, the REPL compiles and runs
# an allocating loop and answers (issue #30 bug 3: before, the GC's root
# walk then looped for ever on a compiler record left linked to itself,
# vm->comp->prev == vm->comp, and the REPL hung at 100% CPU ignoring Ctrl-C).
. ./tmux.inc
# enough allocation for collections in the plain build; the GC-stress
# build collects at every safe point, so fewer iterations suffice
n=3000000; [ -n "${POP11_GC_STRESS:-}" ] && n=3000
printf 'define queens(n);\n lvars count = 0;\n define place(row, cols);\n  lvars c;\n  if row > n then count + 1 -> count; return endif;\n  for c from 1 to n do\n   unless member(c, cols) then place(row + 1, c :: cols) endunless\n  endfor\n enddefine;\n place(1, []);\n count\nenddefine;\n' > "$TMPDIR/queens.p"
start_repl
line "repeat endrepeat;"
sleep 1; keys C-c
wait_for 2 "Setpop"; step "Ctrl-C stops an empty loop"
line "vars l; repeat $n times [1 2 3] -> l endrepeat; 1 + 2 =>"
wait_for 1 "** 3"; step "an allocating loop runs after it"
line "uses profile"
line "load $TMPDIR/queens.p"
line "profile queens(12) =>"
sleep 2; keys C-c
wait_for 3 "Setpop"; step "Ctrl-C stops a profiled run"
line "repeat $n times [1 2 3] -> l endrepeat; 3 + 4 =>"
wait_for 1 "** 7"; step "an allocating loop runs after it"
end_repl
