;;; trace / untrace (HELP TRACE): entry and exit lines, depth shown by !
define fact(n);
    if n <= 1 then 1 else n * fact(n - 1) endif
enddefine;
trace fact;
fact(4) =>
define two(a, b); a + b, a - b enddefine;
define none(); enddefine;
define addsome(x) -> (y, z); x + 1 -> y; x + 2 -> z enddefine;
trace two, none addsome;
two(5, 3) =>
none();
addsome(10) =>
define outer(x); two(x, 1), none() enddefine;
trace outer;
outer(7) =>
;;; untrace restores the original procedure
untrace fact;
fact(3) =>
isclosure(fact) =>
;;; untrace with no names suspends tracing; trace with none resumes it
untrace;
tracing =>
two(1, 1) =>
trace;
tracing =>
two(1, 1) =>
;;; the traced procedure is a closure of systrace
pdprops(two) =>
two =>
pdpart(two) =>
frozval(1, two) =>
frozval(2, two) =>
frozval(3, two) =>
frozval(4, two) =>
istraced(two) =>
istraced(fact) =>
;;; tracing twice does not wrap twice
trace two;
frozval(1, two) =>
untrace two outer none addsome;
two(2, 2) =>
;;; list and string arguments are printed with pr
define first(l); hd(l) enddefine;
trace first;
first(['s t' [x]]) =>
untrace first;
