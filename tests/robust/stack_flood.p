;;; A user-stack flood ends in popmemlim's mishap (it was a SIGSEGV):
;;; the stack grows while its items and the heap fit in popmemlim
1000000 -> popmemlim;
repeat 2000000000 times 1 endrepeat;
'not reached' =>
