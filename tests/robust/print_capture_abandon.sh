# Printing into a string (><, pr_field, the mishap report) points cucharout
# at a capture buffer for the time it prints.  A print procedure that ends
# in setpop (jumping past every handler) or in a mishap must leave the
# output as it was: before, setpop under >< left cucharout writing into a
# dead C frame's buffer (ASan: a wild allocation, then the crash), and a
# mishap under pr_field's procedure left every later print captured.
. ../repl/tmux.inc
start_repl
line "defclass box {val};"
line "procedure(b); setpop() endprocedure -> class_print(box_key);"
line "consbox(1) >< 'x' =>"
wait_for 2 "Setpop"
line "[a b c] =>"
wait_for 1 "** [a b c]" && echo "ok: printing goes on after a setpop under ><"
line "pr_field(1, 5, false, false, procedure(x); mishap('BAD PRINT', []) endprocedure);"
wait_for 1 "BAD PRINT" && wait_for 3 "Setpop"
line "[d e] =>"
wait_for 1 "** [d e]" && echo "ok: and after a mishap under pr_field"
end_repl
