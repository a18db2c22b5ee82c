;;; heavy (the GC-stress build collects at nearly every safe point, each time
;;; scanning the 10^5 frames of the stack: two minutes there)
;;; Known answer, a deep stack (deep_lib.p): a recursion 10^5 deep, a
;;; tick every 10^4 safe points.  deep_small.p is the same 1000 deep.
vars D = 100000, T = 10000;
compile('deep_lib.p');
