;;; define lconstant macro: a macro of the file's own, expanded where it
;;; is used, in procedures too.
define lconstant macro M; 1 enddefine;
M =>
define f(); M + 1 enddefine; f() =>
define lconstant macro TWICE x; x, ",", x enddefine;
[% TWICE 3 %] =>
lconstant macro N = 5;
N =>
