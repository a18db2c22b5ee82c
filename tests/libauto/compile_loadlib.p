;;; compile and loadlib of a file the test writes, l_typespec, and
;;; syscallers (called, its result only tested for being a list)
l_typespec spot {sx:int, sy:int};
isdefined("spot") =>
vars f = 'lt_inc.p';
lvars dev = syscreate(f, 1, true);
syswrite(dev, '\'compiled\' =>\n', 14);
sysclose(dev);
compile(f);
loadlib("lt_inc", [% current_directory %]);
define g(); lvars l = syscallers(); islist(l) and l /== [] enddefine;
g() =>
