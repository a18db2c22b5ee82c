;;; nested processes: a process running a sub-process
define inner(x); repeat suspend(x * 2, 1) -> x endrepeat enddefine;
define outer();
    lvars sub = consproc(1, 1, inner), i, v;
    for i from 1 to 3 do
        runproc(i, 1, sub) -> v;
        suspend([outer got ^v ^(isliveprocess(pop_current_process) == pop_current_process)], 1)
    endfor
enddefine;
vars op = consproc(0, outer);
runproc(0, op) =>
runproc(0, op) =>
runproc(0, op) =>
;;; exitfrom out of two processes at once
vars p1, p2;
define deep(); exitfrom(top) enddefine;
define mid(); consproc(0, deep) -> p2; runproc(0, p2); 'not in mid' => enddefine;
define top(); consproc(0, mid) -> p1; runproc(0, p1); 'not in top' => enddefine;
top();
isliveprocess(p1), isliveprocess(p2), pop_current_process =>
;;; resume itself
define selfr(); resume(5, 1, pop_current_process) + 1 enddefine;
runproc(0, consproc(0, selfr)) =>
;;; deep recursion inside a process, suspended at depth 2000
define down(n); if n == 0 then suspend("bottom", 1); 0 else down(n - 1) + 1 endif enddefine;
vars dp = consproc(2000, 1, down);
runproc(0, dp) =>
define rundeep(n); if n == 0 then runproc(0, dp) else rundeep(n - 1) endif enddefine;
rundeep(500) =>
isliveprocess(dp) =>
;;; many live processes at once
vars ps = [% repeat 1000 times consproc(0, procedure; lvars k = 0; repeat k + 1 -> k; suspend(k, 1) endrepeat endprocedure) endrepeat %];
vars q, t = 0;
repeat 3 times for q in ps do t + runproc(0, q) -> t endfor endrepeat;
t =>
