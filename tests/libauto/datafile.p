;;; lib/auto: datafile
;;; (the reference build lacks isarray_by_column, which its datafile calls)
define global isarray_by_column(a); false enddefine;
defclass point {px, py};
lvars arr = newarray([1 2 1 2], nonop +);
lvars prop = newproperty([[a 1]], 10, 0, "perm");
lvars s = [word 'str' 3 -5 2.5 1_/3 123456789012345678901234567890 ^true ^false []
           {1 {2}} [nested [list]] ^(conspoint(1, [x]))
           ^arr ^prop "w o r d"];
s -> datafile('/tmp/pop11_datafile.dat');
lvars t = datafile('/tmp/pop11_datafile.dat');
t(1), t(2), t(3), t(4), t(5), t(6), t(7), t(8), t(9), t(10) =>
t(11), t(12) =>
t(13) =>
lvars a2 = t(14); a2(2, 2), a2(1, 2), boundslist(a2) =>
lvars p2 = t(15); p2("a"), p2("b") =>
t(16) =>
