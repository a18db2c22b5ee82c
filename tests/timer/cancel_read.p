;;; sys_timer(p, TIMER_CANCEL) reads the time left and cancels
include ast;
define h(); enddefine;
10000000 -> sys_timer(h);
isinteger(sys_timer(h, TIMER_CANCEL)) =>
sys_timer(h) =>
