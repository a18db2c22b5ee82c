;;; callstacklength(target): a caller number or a procedure; false if absent
vars procedure f;
define g();
    callstacklength(0) > callstacklength(1) =>
    callstacklength(f) == callstacklength(1) =>
    callstacklength(g) == callstacklength(0) =>
    callstacklength(isref) =>
    callstacklength(1000) =>
    stacklength() =>
enddefine;
define f(); g() enddefine;
f();
isinteger(callstacklength(0)) =>
