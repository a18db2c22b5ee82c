;;; user versions of systrace_pr and of the trace procedure (frozval 3)
define f(x); x + 1 enddefine;
trace f;
define systrace_pr(name, before, args, upd);
    npr([trace ^name ^before ^args ^upd ^poptraceindent]);
enddefine;
f(3) =>
define myproc(proc, name, upd);
    npr([calling ^name]);
    proc();
enddefine;
"myproc" -> frozval(3, f);
f(5) =>
