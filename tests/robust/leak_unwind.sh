# C buffers that a mishap unwinds past are freed: each program ends in a
# mishap raised while pop11's C code holds a malloc'd buffer (its first
# mishap line and exit status are printed).  In the ASan build,
# LeakSanitizer reports a buffer lost ("leaked" below) and this test fails.
run() {
    printf '%s\n' "$2" > "$TMPDIR/t.p"
    "$POP11" "$TMPDIR/t.p" > "$TMPDIR/out" 2> "$TMPDIR/err"
    echo "$1: exit $? $(grep MISHAP "$TMPDIR/err" | head -n 1)"
    if grep -q LeakSanitizer "$TMPDIR/err"; then echo "$1: leaked"; fi
}
# arrayscan's subscripts, a procedure it applies mishaps
run arrayscan 'arrayscan([1 2 1 3], procedure(l); hd(l) + hd(tl(l)) -> l; if l == 4 then hd(l) endif endprocedure);'
# type specs parsed before a bad one (struct, fields, array, access step)
run typespec 'l_typespec bad {a:int, b:short[2], c:exptr.exacc_ntstring, d:nosuchtype};'
# the code of the targets before a bad one in -> (a, b, ...)
run multi_target 'vars a, b; 1, 2, 3 -> (a, b, 99);'
# the state of a for ... in_array loop whose body does not compile
run in_array 'define f(a); lvars x; for x in_array a do x + enddefine;'
# the number printed to a cucharout that mishaps
run print_number "procedure(c); mishap(c, 1, 'OUT') endprocedure -> cucharout; pr(12345678901234567890);"
# a sys_pr_message text whose printing mishaps
run pr_message "procedure(c); cucharout(c); if c == \`!\` then mishap(c, 1, 'ERR') endif endprocedure -> cucharerr; sys_pr_message(1, 1, '%p here!', '', \`W\`);"
# a decimal read from a character repeater that mishaps in its middle
run charrep_decimal "vars s = stringin('12.55'), k = 0; incharitem(procedure; k + 1 -> k; if k == 5 then mishap(k, 1, 'CHARREP') else s() endif endprocedure)() =>"
# exload's specs, a later declaration mishaps
run exload 'exload fuzz [] lconstant f(x):int, g(y):nosuchtype endexload;'
# the string print_to_string was building, a print procedure mishaps
# (found by tests/fuzz/fuzz_run with leak detection on)
run print_to_string "defclass foo {foo_x}; procedure(r); pr('<foo'); mishap(0, 'BAD PRINT') endprocedure -> class_print(foo_key); consfoo(1) >< 'x' =>"
