;;; a timer handler runs as if called from the interrupted procedure,
;;; through two anonymous system frames (caller(3) is the interrupted one)
include ast;
vars done = false;
define handler();
    [% caller(0), caller(1), caller(2), caller(3), caller(4) %] =>
    true -> done;
enddefine;
define work();
    until done do enduntil;
enddefine;
define outer(); work() enddefine;
10000 -> sys_timer(handler, TIMER_VIRTUAL);
outer();
iscaller(outer) =>
