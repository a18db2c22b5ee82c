;;; leaving traced procedures abnormally: exitfrom, exitto, chain
define inner(x); if x > 2 then exitfrom(x * 10, outer) endif; x enddefine;
define outer(x); inner(x) + 1 enddefine;
trace inner;
outer(1) =>
outer(5) =>
trace outer;
outer(1) =>
outer(5) =>
iscaller(outer) =>
pdnargs(outer), pdnargs(inner) =>
;;; exitto
define deep(n); if n == 0 then exitto(top) else deep(n - 1) endif enddefine;
define top(); deep(2); "back_in_top" enddefine;
trace deep top;
top() =>
;;; chain out of a traced procedure
define target(x); x + 100 enddefine;
define chainer(x); chain(x, target) enddefine;
trace chainer target;
chainer(1) =>
;;; no X lines when pop_chain_trace is false
false -> pop_chain_trace;
outer(5) =>
true -> pop_chain_trace;
;;; tracing off: a traced procedure just runs
false -> tracing;
outer(5) =>
true -> tracing;
