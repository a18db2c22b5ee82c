;;; Callbacks: exfunc_export makes a C function pointer that calls a Pop-11
;;; procedure with a pointer to its arguments (REF EXTERNAL_DATA); qsort
;;; sorts a malloc-ed int array with it.
exload 'g2'
    c_qsort(base, n, sz, cmp) <- qsort,
    c_malloc(n):exptr <- malloc,
    c_free(p) <- free
endexload;
vars buf = exacc c_malloc(5 * 4), i, calls = [];
for i from 1 to 5 do
    (i * 37) mod 11 * 10 + i -> exacc :int[] buf[i];
endfor;
define show(buf, n);
    lvars i;
    [% for i from 1 to n do exacc :int[] buf[i] endfor %] =>
enddefine;
show(buf, 5);
define cmp(args);
    lvars args, a, b;
    exacc :int (exacc :exptr[] args[1]) -> a;
    exacc :int (exacc :exptr[] args[2]) -> b;
    [^a ^b] :: calls -> calls;
    if a < b then -1 elseif a > b then 1 else 0 endif -> exacc :int args;
enddefine;
vars efc = exfunc_export(cmp, 0, false);
efc =>
exacc c_qsort(buf, 5, 4, efc);
show(buf, 5);
;;; every call compared two elements (the order of calls is the C library's)
listlength(calls) >= 4 =>
define both_in(pair); lvars pair; member(pair(1), [13 41 54 82 95]) and member(pair(2), [13 41 54 82 95]) enddefine;
vars pair, all_in = true;
for pair in calls do unless both_in(pair) then false -> all_in endunless endfor;
all_in =>
l_typespec pair2 { a :exptr.:int, b :exptr.:int };
define cmp2(args);
    lvars args;
    exacc :pair2 args.b - exacc :pair2 args.a -> exacc :int args;
enddefine;
exacc c_qsort(buf, 5, 4, exfunc_export(cmp2, 0, false));
show(buf, 5);
exacc c_free(buf);
