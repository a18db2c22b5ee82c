;;; lib/auto: in_array (HELP IN_ARRAY)
;;; (the reference Poplog build lacks isarray_by_column, which its
;;; in_array and in_region call: defined here so that the expectation
;;; can be made; it is not used by pop11's)
define global isarray_by_column(a); false enddefine;
vars i, v1, v2, a1, a2;
newarray([1 3 1 2], conspair) -> a1;
for v1 in_array a1 do v1 => endfor;
newarray([1 3 1 2], 0) -> a2;
for v1, v2 in_array a1, a2 updating_last do front(v1) * 10 + back(v1) -> v2 endfor;
a2(3, 2) =>
for v1 with_index i in_array a2 in_region [2 3 2 2] do [^i ^v1] => endfor;
for v1, v2 in_array a1, newarray([2 5 0 1], 7) do [^v1 ^v2] => endfor;
