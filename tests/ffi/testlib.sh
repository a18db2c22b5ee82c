# Build testlib.c as a shared object and exload it: integers, floats,
# strings, struct pointers, data symbols, variadic calls, callbacks,
# defexacc.  Run with Poplog's corepop as POP11 this prints the same, except
# that the "=" form (c_ratio) is <undef> there: the reference runs with
# %nort, so the runtime action that assigns it is never done (and that
# the FILE lines show full paths and the reference's PRINT DOING lines).
set -e
${CC:-cc} -shared -fPIC -o "$TMPDIR/testlib.so" testlib.c
cd "$TMPDIR"
cat > tl.p <<'POP'
exload 'testlib' ['./testlib.so']
    (prefix c_)
    tl_add(a, b) :int,
    tl_mul3(3) :long,
    tl_umax() :uint,
    tl_short(x) :short,
    tl_byte(x) :byte,
    tl_avg(a, b) :dfloat,
    tl_scale(x<SF>, n) :float,
    tl_mixed(i, d, f<SF>, l) :dfloat,
    tl_greet(name) :exptr.exacc_ntstring,
    tl_null() :exptr.exacc_ntstring,
    tl_fill(buf, n, c),
    tl_make_point(x, y, w) :exptr,
    tl_point_value(p) :dfloat,
    tl_free(p),
    tl_sum_ints(n, ...) :int,
    tl_apply(f, a, b) :int,
    tl_fold(f, v, n, init) :int;
    lconstant
    counter :int <- tl_counter;
    vars
    ratio = :dfloat <- tl_ratio,
    name :exptr.exacc_ntstring <- tl_name
endexload;

c_tl_add =>
exacc c_tl_add(2, 3) =>
exacc c_tl_add(-7, 2) =>
exacc c_tl_mul3(100000, 100000, 3) =>
exacc c_tl_umax() =>
exacc c_tl_short(70000) =>
exacc c_tl_byte(-1) =>
exacc c_tl_avg(1.0, 2.5) =>
exacc c_tl_scale(1.5, 3) =>
exacc c_tl_mixed(1, 0.5, 0.25, 100) =>
exacc c_tl_greet('world') =>
exacc c_tl_null() =>
vars buf = inits(5);
exacc c_tl_fill(buf, 5, `x`);
buf =>

;;; data symbols: a pointer to an int, a value fetched at load time, a string
exacc c_counter =>
exacc c_counter + 1 -> exacc c_counter;
exacc c_counter =>
c_ratio =>
exacc c_name =>

;;; struct pointers
l_typespec point { x :int, y :int, w :dfloat };
vars p = exacc c_tl_make_point(3, 4, 1.5);
exacc c_tl_point_value(p) =>
exacc :point p.x =>
exacc :point p.w =>
10 -> exacc :point p.x;
exacc c_tl_point_value(p) =>
exacc c_tl_free(p);

;;; variadic
exacc c_tl_sum_ints(#| 3, 10, 20, 30 |#) =>
exacc c_tl_sum_ints(#| 0 |#) =>

;;; callbacks
l_typespec binargs { a :int, :int, b :int };
define pop_binop(args, op);
    lvars args, op;
    op(exacc :binargs args.a, exacc :binargs args.b) -> exacc :int args;
enddefine;
vars plus = exfunc_export(pop_binop(% nonop + %), 0, true),
     mult = exfunc_export(pop_binop(% nonop * %), 0, true);
exacc c_tl_apply(plus, 20, 22) =>
exacc c_tl_apply(mult, 6, 7) =>
exacc c_tl_apply(exfunc_export(pop_binop(% max %), 0, false), 5, 9) =>

;;; defexacc
defexacc tl_sub3 (a, b, c) :long;
tl_sub3(2, 3, 4, c_tl_mul3) =>
defexacc pt :point;
vars q = exacc c_tl_make_point(1, 2, 0.5);
pt_x(q), pt_y(q), pt_w(q) =>
7 -> pt_y(q);
pt_y(q) =>
exacc c_tl_free(q);
POP
"$POP11" tl.p
# A fault in C is a mishap (the program counter varies: masked)
cat > tl2.p <<'POP'
exload 'testlib2' ['./testlib.so'] tl_point_value(p) :dfloat endexload;
define bad(); exacc tl_point_value(null_external_ptr) enddefine;
bad() =>
POP
"$POP11" tl2.p 2>&1 | sed 's/PC = [0-9A-F]*/PC = XXX/' || true
# ... and so is a fault in exacc's own access through a bad pointer
printf 'define f(); exacc :int null_external_ptr enddefine;\nf() =>\n' > tl3.p
"$POP11" tl3.p 2>&1 | sed 's/PC = [0-9A-F]*/PC = XXX/' || true
# Re-running an exload with the same mark reloads it: a rebuilt library
# is picked up
echo 'int tl_version(void) { return 1; }' > v.c
${CC:-cc} -shared -fPIC -o "$TMPDIR/libver.so" v.c
cat > tl4.p <<'POP'
exload 'system' c_system(cmd) :int <- system endexload;
exload 'version' ['./libver.so'] tl_version() :int endexload;
exacc tl_version() =>
vars old = tl_version;
exacc c_system('echo "int tl_version(void) { return 2; }" > v.c && ${CC:-cc} -shared -fPIC -o libver.so v.c') =>
exload 'version' ['./libver.so'] tl_version() :int endexload;
exacc tl_version() =>
is_null_external_ptr(old) =>
external_load_count() =>
;;; a typename declared inside a procedure would be permanent: a mishap
define load_it();
    exload 'version' ['./libver.so'] tl_version() :int endexload;
enddefine;
POP
"$POP11" tl4.p 2>&1 || true
