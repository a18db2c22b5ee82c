;;; An unknown type name in an exload is INVALID FIELD SPECIFIER.  (Poplog
;;; reports it when exacc first uses the name; pop11 when the exload is
;;; compiled, before anything is loaded: hand-written badtype.err.)
exload 'badtype-test'
    c_cos(x) :dfloat <- cos,
    c_sin(x) :badtype <- sin
endexload;
'not reached' =>
