;;; A mishap inside a callback is reported, and the abnormal exit goes on
;;; after the C function returns.
exload 'cbmishap'
    c_qsort(base, n, sz, cmp) <- qsort,
    c_malloc(n):exptr <- malloc
endexload;
vars buf = exacc c_malloc(3 * 4), i;
for i from 1 to 3 do 10 - i -> exacc :int[] buf[i] endfor;
define bad_compare(args);
    lvars args;
    hd(3) -> exacc :int args;
enddefine;
define sort_it();
    exacc c_qsort(buf, 3, 4, exfunc_export(bad_compare, 0, false));
    'not reached' =>
enddefine;
sort_it();
'not reached either' =>
