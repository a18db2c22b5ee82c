;;; LIB SETS: subset (setdiff) of a list
uses sets;
subset([a], emptyset) =>
