;;; a traced procedure stays traced when it (or its updater) is redefined
define f(x); x enddefine;
define updaterof f(v, x); [old ^x gets ^v] => enddefine;
trace f;
f(1) =>
7 -> f(2);
define f(x); x * 2 enddefine;
f(3) =>
define updaterof f(v, x); [new ^x gets ^v] => enddefine;
7 -> f(2);
updater(f) =>
untrace f;
f(3) =>
7 -> f(2);
;;; assigning a new procedure replaces the traced one
vars procedure g = procedure(x); x + 1 endprocedure;
trace g;
g(1) =>
procedure(x); x + 2 endprocedure -> g;
g(1) =>
;;; a traced procedure without an updater has the tracing updater
define h(x); x enddefine;
trace h;
isprocedure(updater(h)) =>
3 -> h(4);
