;;; A user-stack flood ends in popmemlim's mishap (it was a SIGSEGV):
;;; the stack grows while its items and the heap fit in popmemlim.  (A
;;; small limit and 50 pushes a loop: the GC-stress build collects at
;;; every iteration.)
popmemused + 100000 -> popmemlim;
repeat 2000000000 times
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
endrepeat;
'not reached' =>
