;;; with a huge pop_pr_level, printing recursion meets pop_callstack_lim
define deep(n); lvars n, l = []; repeat n times [^l] -> l endrepeat; l enddefine;
1000000 -> pop_pr_level;
pr(deep(9000));
