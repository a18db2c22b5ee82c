;;; LIB SETS: not a list
uses sets;
listtoset(3) =>
