lconstant macro (XA = 2:11, XB = 5);
XA =>
define f(); XA + XB enddefine;
f() =>
