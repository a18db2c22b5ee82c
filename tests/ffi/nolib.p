;;; Files that cannot be opened are only warnings: the symbols are then
;;; looked up in what is already loaded.
;;; (The reference build prints the "Warning:" line twice, each with FILE and
;;; DOING lines; upstream Poplog prints it once, as one line: nolib.err.)
exload 'nolib-test' ['/no/x.so' nosuchlib '-lnx' '-Wl,foo']
    c_abs(x) :int <- abs
endexload;
exacc c_abs(-5) =>
