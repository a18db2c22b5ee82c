;;; isref of a reference and of a non-reference, in one statement
lvars r = consref(3);
isref(r), isref(5) =>
isref(r) =>
isref(consref(consref(1))), isref(cont(r)) =>
stacklength() =>
