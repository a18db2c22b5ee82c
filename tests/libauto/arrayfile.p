;;; lib/auto: arrayfile
;;; (the reference build lacks isarray_by_column, which its arrayfile calls)
define global isarray_by_column(a); false enddefine;
lvars a = newsarray([1 6]), b, k;
for k from 1 to 6 do `a` + k -> a(k) endfor;
a -> arrayfile('/tmp/pop11_arrayfile.dat');
arrayfile('/tmp/pop11_arrayfile.dat') -> b;
boundslist(b), b(2), b(6), arrayvector(b) =>
lvars c = newsarray([1 6]);
arrayfile('/tmp/pop11_arrayfile.dat', c) == c, c(1), c(5) =>
arrayfile('/tmp/pop11_arrayfile.dat', newsarray([0 5])) =>
