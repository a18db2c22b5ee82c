# Inputs that crashed pop11 under tests/fuzz (each one's first mishap line
# and exit status; before the fixes: a GMP abort, undefined behaviour, a
# bad free or a null pointer).  Their fuzz inputs are in tests/fuzz/corpus.
run() {
    printf '%s\n' "$2" > "$TMPDIR/t.p"
    "$POP11" "$TMPDIR/t.p" > "$TMPDIR/out" 2> "$TMPDIR/err"
    echo "$1: exit $? $(grep MISHAP "$TMPDIR/err" | head -n 1)"
}
run ratio_zero '1_/0 =>'
run ratio_zeros '1_/00 =>'
run ratio_decimal '1_/1.5 =>'
run exponent '1e1055555555555555555 =>'
run nested_error 'syssort([3 1 2 5 4], procedure(a, b); a > b ejdprocedure) =>'
run pr_field_empty 'pr_field();'
run ident_number 'define f; ident 2 enddefine;'
run define_outputs_eof 'define minmax(a, b) -> (lt'
run ratio_chain '1_/2_/3 =>'
run define_prec 'define 1410065408 x foo y; x enddefine;'
run null_field 'l_typespec s {a:int, b:int}; exacc[@] :s null_external_ptr.b => exacc :s null_external_ptr.b =>'
run ffi_null_offset ';;; a comment
exacc:int null_external_ptr(1) =>'
