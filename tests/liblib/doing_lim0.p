;;; pop_mishap_doing_lim 0: the DOING line names no procedure
define f(x); hd(x) enddefine;
define g(x); f(x) enddefine;
0 -> pop_mishap_doing_lim;
g(3) =>
