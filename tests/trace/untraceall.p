;;; untraceall untraces every traced procedure
define f(x); x enddefine;
define g(x); x enddefine;
trace f g;
f(1) =>
untraceall;
f(1) =>
g(2) =>
isclosure(f), isclosure(g) =>
identprops("untraceall") =>
