;;; heavy
;;; the collector marks long and deep structures without C recursion
;;; (10^6 pairs each: recursion on either would overflow the C stack)
50000000 -> popmemlim;
vars l = [], i;
for i from 1 to 1000000 do conspair(i, l) -> l endfor;
vars d = [];
for i from 1 to 1000000 do conspair(d, []) -> d endfor;
sysgarbage();
length(l) =>
hd(l), hd(back(l)) =>
vars n = 0;
while d /== [] do hd(d) -> d; n + 1 -> n endwhile;
n =>
