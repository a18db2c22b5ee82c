compile_mode :pop11 +defcon;
define f(); 1 enddefine;
isconstant("f") =>
compile_mode :pop11 -defcon;
define g(); 2 enddefine;
isconstant("g") =>
define g(); 3 enddefine;
g() =>
compile_mode :pop11 +defcon;
define h(); 4 enddefine;
define h(); 5 enddefine;
h() =>
3 -> f;
