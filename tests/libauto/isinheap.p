;;; isinheap: a structure made by the program is in the heap; a simple
;;; item is not a structure.
isinheap([a b]), isinheap('str'), isinheap(procedure; endprocedure),
    isinheap(consref(1)), isinheap({}) =>
;;; the system's own objects are not (Poplog's system area): built-in
;;; procedures and their updaters, keys, identifiers, words and constants
isinheap(consword), isinheap(hd), isinheap(updater(hd)), isinheap(nonop +),
    isinheap(nonop ><), isinheap(applist), isinheap(identfn) =>
isinheap(pair_key), isinheap(identof("pr")), isinheap("hd"), isinheap(pdprops(hd)),
    isinheap(true), isinheap(nil), isinheap(termin), isinheap(pop_undef) =>
;;; what the program makes is
define foo(); enddefine;
vars myv;
defclass node {key, left};
isinheap(foo), isinheap(identof("myv")), isinheap(consword('no_such_word_yet')),
    isinheap(left), isinheap(updater(left)), isinheap(node_key),
    isinheap(hd(% %)), isinheap(copy(identof("pr"))) =>
isinheap(3) =>
