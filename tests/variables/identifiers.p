vars a = 1, b;
identof("a") -> identof("b");
2 -> b; a =>
ident a =>
isdefined("a") =>
sys_current_ident("a") =>
valof("a") =>
idval(ident a) =>
5 -> idval(ident a); a =>
isdefined("zzz") =>
popnewline =>
define macro twice x; x, x enddefine;
twice 7 =>
[1 2 3].dl =>
