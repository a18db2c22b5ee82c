;;; popmaxtraceindent: deeper calls show [N] instead of !s
define fact(n);
    if n <= 1 then 1 else n * fact(n - 1) endif
enddefine;
trace fact;
popmaxtraceindent, poptraceindent =>
2 -> popmaxtraceindent;
fact(5) =>
0 -> popmaxtraceindent;
fact(2) =>
40 -> popmaxtraceindent;
;;; poptraceindent while running
define depth(); poptraceindent enddefine;
trace depth;
depth() =>
untrace depth;
depth() =>
;;; mutual recursion
define isev(n); if n == 0 then true else isod(n - 1) endif enddefine;
define isod(n); if n == 0 then false else isev(n - 1) endif enddefine;
trace isev isod;
isev(3) =>
;;; false -> tracing switches printing off
false -> tracing;
isev(2) =>
true -> tracing;
isod(1) =>
