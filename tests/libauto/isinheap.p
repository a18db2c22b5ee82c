;;; isinheap: a structure made by the program is in the heap; a simple
;;; item is not a structure.
isinheap([a b]), isinheap('str'), isinheap(procedure; endprocedure),
    isinheap(consref(1)), isinheap({}) =>
isinheap(3) =>
