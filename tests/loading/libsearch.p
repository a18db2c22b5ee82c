;;; library search lists and autoloading hooks
isprocedure(prautoloadwarn) =>
pop_autoload =>
syslibcompile("no_such_library_file_xyz") =>
islist(popuseslist) =>
islist(popautolist) =>
isident(hd(popuseslist)) =>
vars v1 = 5; syssynonym("v2", "v1"); v2 =>
6 -> v1; v2 =>
sysprotect("v1"); isprotected("v1") =>
sysunprotect("v1"); isprotected("v1") =>
isprotected("hd") =>
sysunprotect("no_such_word_xyz");
sys_machine_type =>
