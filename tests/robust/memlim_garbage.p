;;; heavy
;;; popmemlim bounds the data kept, not the garbage: with 3/4 of the
;;; limit held in a list, a loop that makes and drops a million vectors
;;; runs to the end (the collector frees them; no mishap)
define build(n); lvars i, l = []; for i from 1 to n do i :: l -> l endfor; l enddefine;
2000000 -> popmemlim;
vars keep = build(375000), v, i;
for i from 1 to 1000000 do {1 2 3} -> v endfor;
length(keep), v =>
