# heavy (applist recursion to the frame limit: minutes in the GC-stress build)
# Recursion that input controls ends in Poplog's mishap (its first line is
# shown) and exit status 1, never a crash: C recursion in copytree, flatten,
# ==>, the matcher, a class_= or a sort comparator re-entering Pop-11,
# nested list constants, and pop_callstack_lim raised far
# beyond what the C stack holds (then Poplog's "rom: ... callstack space").
run() {
    printf '%s\n' "$2" > "$TMPDIR/t.p"
    "$POP11" "$TMPDIR/t.p" > "$TMPDIR/out" 2> "$TMPDIR/err"
    echo "$1: exit $? $(grep MISHAP "$TMPDIR/err" | head -n 1)"
}
run copytree 'vars l = [1 2]; l -> hd(l); copytree(l) =>'
run flatten 'vars l = [1 2]; l -> hd(l); flatten(l) =>'
run pretty 'vars v = {1 2}; v -> v(1); v ==> "next" =>'
run matches 'vars l = [1 2]; l -> hd(l); l matches [[[[[[?x]]]]]] =>'
run class_eq 'defclass pt {px}; define eq(a, b); a = b enddefine; eq -> class_=(pt_key); conspt(1) = conspt(1) =>'
run sort 'define f(x); syssort([2 1], procedure(a,b); f(1); a < b endprocedure) enddefine; f(1);'
run applist 'define f(x); applist([1], f) enddefine; f(1);'
run class_print 'defclass pt {px}; define pp(p); pr(p) enddefine; pp -> class_print(pt_key); conspt(1) =>'
run lists "vars v = [$(printf '[%.0s' $(seq 30000))$(printf ']%.0s' $(seq 30000))]; \"built\" =>"
run raised_eq "100000000 -> pop_callstack_lim; vars v = {1 2}, w = {1 2}; v -> v(1); w -> w(1); v = w =>"
run raised_pr "100000000 -> pop_callstack_lim; 100000000 -> pop_pr_level; vars v = {1 2}; v -> v(1); v =>"
run raised_apply "100000000 -> pop_callstack_lim; define f(x); applist([1], f) enddefine; f(1);"
