;;; pop_mishap_doing_lim 2: two procedures, then ... for the rest
define f(x); hd(x) enddefine;
define g(x); f(x) enddefine;
define h(x); g(x) enddefine;
2 -> pop_mishap_doing_lim;
h(3) =>
