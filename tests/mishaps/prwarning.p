;;; prwarning: the compiler calls it with each word it declares as a
;;; permanent variable on its first use (default sysprwarning, the note)
prwarning =>
define mywarn(w); ['warned' ^w] => enddefine;
mywarn -> prwarning;
undecl1 =>
valof("undecl4") =>
sysprwarning("foo");
erase -> prwarning;
undecl2 =>
sysprwarning -> prwarning;
undecl3 =>
