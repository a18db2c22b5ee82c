;;; caller_valof (values in the environments of active procedures), isdlocal
;;; and set_global_valof
vars x = 'outside';
define show(); [% caller_valof("x", 1), caller_valof("x", 2), caller_valof("x", 3), caller_valof("x", false), x %] => enddefine;
define inner(); dlocal x = 'inner'; show() enddefine;
define outer(); dlocal x = 'outer'; inner() enddefine;
outer();
isdlocal("x", inner), isdlocal("x", show), isdlocal(ident x, outer) =>
define set_it(); 'everywhere' -> caller_valof("x", false); 'in outer' -> caller_valof("x", outer) enddefine;
define inner2(); dlocal x = 'inner2'; set_it(); x => enddefine;
define outer2(); dlocal x = 'outer2'; inner2(); x => enddefine;
outer2();
x =>
define sg(); set_global_valof('global now', "x"); x => enddefine;
define a(); dlocal x = 'a'; sg(); x => enddefine;
define b(); dlocal x = 'b'; a(); x => enddefine;
b();
x =>
caller_valof("x", 99) =>
