;;; heavy (a 25 000-deep recursion, its saved run merged four times)
;;; no tick stress (with a tick at every safe point its merging took 54 s of 60 under ASan)
;;; A run of a deep recursion with built-in ticks, saved, then loaded and
;;; merged with three more copies of its file under a popmemlim of 32 MB.
;;; Each stack of such a run is written whole, so its file is large (the
;;; run below: 26 stacks, 325 000 frames; a 10^5-deep one's are 16 times
;;; the size); profile_merge read every file before merging any, and the
;;; loaded run kept a second copy of each stack's lines: this merge
;;; stopped at "MEMORY LIMIT (popmemlim) EXCEEDED" (it needed a popmemlim
;;; of 48 MB; 57 MB of memory); the files are read and merged one at a
;;; time now, the lines are shared, and it passes with 24 MB (38 MB of
;;; memory).
uses profile;
max(pop_callstack_lim, 1000000) -> pop_callstack_lim;
1000 -> profile_tick_every;
true -> profile_tick_builtins;
true -> profile_count_all;
define spin(); lvars i, s = 0; for i from 1 to 50000 do s + i -> s endfor; s enddefine;
define deep(n); if n > 0 then deep(n - 1) else spin() -> endif enddefine;
procedure(cpu, gc, counts, active); endprocedure -> profile_report;
profile deep(25000);
define figures() -> (total, nstacks, sticks);
    lvars item, n, s;
    0 ->> total -> sticks;
    for item, n in_property profile_last_run("counts") do total + n -> total endfor;
    length(profile_last_run("stacks")) -> nstacks;
    for s in profile_last_run("stacks") do sticks + s(3) -> sticks endfor
enddefine;
lvars (total, nstacks, sticks) = figures();
profile_save('merge_deep.run');
false -> profile_last_run;
sysgarbage();
4000000 -> popmemlim;           ;;; 32 MB
profile_load('merge_deep.run');
profile_merge(['merge_deep.run' 'merge_deep.run' 'merge_deep.run']);
134217728 -> popmemlim;
lvars (mtotal, mnstacks, msticks) = figures();
[stacks ^nstacks ticks ^total] =>
[merged stacks ^(mnstacks = nstacks) ticks ^(mtotal = 4 * total)
 stacks ^(msticks = 4 * sticks)] =>
