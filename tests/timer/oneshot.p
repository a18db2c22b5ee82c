;;; a one-shot timer fires once, at a safe point of the running loop
include ast;
vars fired = 0;
define handler(); fired + 1 -> fired enddefine;
2000 -> sys_timer(handler);
lvars n = 0;
until fired > 0 or n > 100000000 do n + 1 -> n enduntil;
fired =>
sys_timer(handler) =>
