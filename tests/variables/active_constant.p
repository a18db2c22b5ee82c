;;; Assigning to an active constant runs its updater, at top level and
;;; inside a procedure (it does not assign the constant)
define constant active acx; 'read' enddefine;
define updaterof acx(v); ['set' ^v] => enddefine;
acx =>
5 -> acx;
define f(); 6 -> acx enddefine;
f();
acx =>
