;;; a repeating CPU-time timer keeps firing until its handler cancels it
include ast;
vars ticks = 0;
define handler();
    ticks + 1 -> ticks;
    if ticks == 3 then false -> sys_timer(handler) endif
enddefine;
1000 -> sys_timer(handler, TIMER_VIRTUAL || TIMER_REPEAT);
lvars n = 0;
repeat 300000000 times n + 1 -> n; quitif(ticks >= 3) endrepeat;
ticks >= 3 =>
sys_timer(handler) =>
