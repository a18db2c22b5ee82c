;;; Too few arguments for an external function: the stack is empty.
exload 'argcount-test' c_pow(x, y) :dfloat <- pow endexload;
exacc c_pow(2.0, 3.0) =>
exacc c_pow(2.0) =>
