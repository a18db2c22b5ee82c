;;; Two processes doing 1:3 of the work, run in turns by a scheduler:
;;; each tick is charged to the procedures of the process running when
;;; it fell due, and the split is exact with the deterministic tick.
;;; With count-all, a suspended process's procedures are not active:
;;; work_a and work_b are never active together, and neither is active
;;; for more than its own share.
uses profile;
1000 -> profile_tick_every;
define work_a(); repeat repeat 10000 times endrepeat; suspend(0) endrepeat enddefine;
define work_b(); repeat repeat 30000 times endrepeat; suspend(0) endrepeat enddefine;
define schedule();
    lvars pa = consproc(0, work_a), pb = consproc(0, work_b);
    repeat 20 times runproc(0, pa); runproc(0, pb) endrepeat
enddefine;
profile schedule();
true -> profile_count_all;
profile schedule();
;;; the stacks of the run: each process's procedure is called under
;;; runproc, called by schedule
vars s;
for s in profile_last_run("stacks") do
    [% appdata(s(1), pdprops), s(3) %] =>
endfor;
