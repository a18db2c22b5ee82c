;;; A function type needs its argument list.
exload 'noparen-test' c_cos(x) :dfloat <- cos endexload;
exacc c_cos =>
