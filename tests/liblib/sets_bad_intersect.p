;;; LIB SETS: intersect needs two sets
uses sets;
intersect([a], listtoset([a])) =>
