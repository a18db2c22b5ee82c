;;; A function call cannot be an assignment target.
exload 'update-call-test' c_abs(x) :int <- abs endexload;
define f(); 3 -> exacc c_abs(1) enddefine;
