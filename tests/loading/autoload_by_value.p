;;; valof, sys_current_val, identof and syssynonym autoload an undeclared
;;; word from the library before using its identifier
isprocedure(valof("shuffle")) =>
isprocedure(sys_current_val("countitem")) =>
isprocedure(idval(identof("insertsort"))) =>
syssynonym("my_sort_of_copy", "copydata");
isprocedure(my_sort_of_copy) =>
