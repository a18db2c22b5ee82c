;;; LIB SETS: union of a set and a number
uses sets;
union(listtoset([a]), 3) =>
