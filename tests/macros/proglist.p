;;; proglist is the compiler's item stream, assignable and dlocal
define syntax foo; [ 100 + ] <> proglist -> proglist; pop11_comp_expr(); enddefine;
vars x = ( foo 2 );
x =>
hd(proglist) =>
3 =>
define macro twice x; x, x enddefine;
[twice 5] =>
twice 5 -> (x, );
x =>
nextitem() =>
"after" =>
pop11_try_nextitem("zz") =>
pop11_try_nextitem([yy zz]) zz =>
