;;; a macro can be redefined: define does not expand the name it defines
define macro foo; 1 enddefine;
define macro foo; 2 enddefine;
foo =>
;;; an autoloadable macro (lib/auto/pwd.p) is expanded at its first use
'/tmp' -> current_directory;
pwd
;;; nor are the names of its formals and results
define macro mm; 1 enddefine;
define f(mm) -> mm; enddefine;
f(5) =>
;;; nor are names in a declaration: vars redeclares a macro's word
vars mm = 7;
mm =>
define g(); lvars mm = 8; mm enddefine;
g() =>
