;;; heavy
;;; popmemlim bounds a growing list: with 200000 words a list of 40000
;;; pairs fits (pop11: 4 words a pair, Poplog 3), one of 100000 does not
0 -> pop_mishap_doing_lim;
define build(n); lvars i, l = []; for i from 1 to n do i :: l -> l endfor; l enddefine;
200000 -> popmemlim;
popmemlim =>
length(build(40000)) =>
length(build(100000)) =>
'not reached' =>
