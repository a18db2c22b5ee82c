;;; A dfloat result that is not finite is a mishap.
exload 'inf-test' ['-lm'] c_log(x) :dfloat <- log endexload;
exacc c_log(1.0) =>
exacc c_log(0.0) =>
