;;; profile_by_process: each row is split by the process its ticks ran
;;; in (numbered in the order of their first tick), for the own and, with
;;; count-all, the active counts.  Two processes of the same procedure do
;;; 1:3 of the work: the deterministic tick splits it exactly.  Procedures
;;; outside any process (schedule, and runproc, which its caller calls)
;;; keep one row.
uses profile;
1000 -> profile_tick_every;
define chunk(n); repeat n times endrepeat enddefine;
define work(n); repeat chunk(n); suspend(0) endrepeat enddefine;
define schedule();
    lvars pa = consproc(10000, 1, work), pb = consproc(30000, 1, work);
    repeat 20 times runproc(0, pa); runproc(0, pb) endrepeat
enddefine;
;;; without it, one row
profile schedule();
true -> profile_by_process;
profile schedule();
true -> profile_count_all;
profile schedule();
;;; a process run by another: work's frames in the inner one, runproc's
;;; (called by outer's code) in the outer one
define outer(); lvars p = consproc(10000, 1, work); repeat 3 times runproc(0, p); chunk(10000) endrepeat enddefine;
profile runproc(0, consproc(0, outer));
;;; the stack samples, and the exports made from them: each process's
;;; frames hang under a frame <process N> in place of its runproc
profile schedule();
vars s;
for s in profile_last_run("stacks") do
    [% appdata(s(1), procedure(f); if isprocedure(f) then pdprops(f) else f endif endprocedure), s(3) %] =>
endfor;
vars folded = (systranslate('TMPDIR') or '/tmp') <> '/process_rows.folded';
profile_export(folded);
vars rep = discin(folded), c;
until (rep() ->> c) == termin do cucharout(c) enduntil;
