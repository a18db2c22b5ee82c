;;; Known answer, a deep stack (deep_lib.p): a recursion 1000 deep, a
;;; tick every 100 safe points.  deep.p is the same 10^5 deep.
vars D = 1000, T = 100;
compile('deep_lib.p');
