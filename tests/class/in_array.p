;;; for ... in_array ... do (HELP IN_ARRAY).  The reference Poplog's own
;;; LIB IN_ARRAY cannot run (its runtime calls the missing isarray_by_column),
;;; so this expected output was checked by hand against HELP IN_ARRAY: the
;;; first index varies fastest; with_index gives a vector of the indices;
;;; updating_last stores the last variable(s) at the end of each iteration;
;;; several arrays iterate over their common region.
vars array1;
newarray([1 3 1 2], conspair) -> array1;
vars v1;
for v1 in_array array1 do
    v1 =>
endfor;
vars a = newarray([1 2 1 3], nonop *);
vars b = newarray([0 2 0 3], nonop +);
vars x, y, i;
for x in_array a do spr(x) endfor; nl(1);
for x, y in_array a, b do spr([^x ^y]) endfor; nl(1);
for x with_index i in_array a do spr([^x ^(copy(i))]) endfor; nl(1);
for x, y in_array a, a updating_last do x * 10 -> y endfor;
arrayvector(a) =>
for x in_array a updating_last do 7 -> x endfor;
arrayvector(a) =>
for x, y in_array a, b updating_last 2 do 1 -> x; 2 -> y endfor;
arrayvector(a), arrayvector(b) =>
for x in_array b in_region [0 1 2 3] do spr(x) endfor; nl(1);
for i in_region [1 2 5 6] do spr(i) endfor; nl(1);
for x in_array b of_dimension 2 do spr(x) endfor; nl(1);
define f();
    lvars x, q = 0;
    for x in_array b do x + q -> q; if x == 3 then quitloop endif endfor;
    q
enddefine;
f() =>
for x in_array newarray([1 3], identfn) do if x == 2 then nextloop endif; spr(x) endfor; nl(1);
;;; an empty region runs no iterations
for x in_array newarray([1 0], 0) do "never" => endfor;
