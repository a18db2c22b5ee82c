;;; uses_lib_idents: the procedure behind uses.
isdefined("listtoset") =>
uses_lib_idents("sets", false, [], 0);
isdefined("listtoset") and true, listtoset([b a]) =>
;;; loaded already: nothing happens
uses_lib_idents("sets", false, [], 0);
uses_lib_idents(false, false, [], 0);
uses_lib_idents("no_such_library_at_all", false, [], 0);
