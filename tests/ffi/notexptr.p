;;; exacc through something that is not an external pointer.
exload 'notexptr-test' c_abs(x) :int <- abs endexload;
exacc c_abs(-1) =>
exacc :int (3) =>
