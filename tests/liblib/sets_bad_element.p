;;; LIB SETS: an element of the wrong type
uses sets;
listtoset([a b]) =>
listtoset([a 1]) =>
