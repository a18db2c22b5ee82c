;;; isassignable: protected identifiers, constants with and without a
;;; value, active variables with and without an updater, identifier
;;; records, undeclared words, and an argument of the wrong type.
vars v1; constant c1 = 3; constant c2;
isassignable("undeclared_xyz") =>
isassignable("v1") =>
isassignable("c1") =>
isassignable("c2") =>
isassignable("hd") =>
isassignable("popradians") =>
isassignable(ident v1) =>
isassignable(ident c1) =>
define active act; 1 enddefine;
isassignable("act") =>
define active act2; 1 enddefine;
define updaterof active act2 x; enddefine;
isassignable("act2") =>
isassignable(5) =>
