;;; a handler that changes the user stack is a mishap
include ast;
define bad(); 'left behind' enddefine;
1000 -> sys_timer(bad, TIMER_VIRTUAL);
repeat 300000000 times endrepeat;
