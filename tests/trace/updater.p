;;; tracing a procedure traces its updater too, and system procedures
define f(x) -> y; x * 2 -> y enddefine;
define updaterof f(v, x); [upd ^v ^x] => enddefine;
trace f;
f(2) =>
5 -> f(3);
trace hd;
hd([a b]) =>
vars l = [p q r];
"C" -> hd(tl(l));
l =>
untrace hd f;
hd([c d]) =>
;;; a procedure local to another can be traced inside it
define g(x); x + 1 enddefine;
define user();
    dlocal g;
    trace g;
    g(1)
enddefine;
user() =>
g(1) =>
;;; cuchartrace redirects the trace output only
vars traced_chars = [];
define save_char(c); c :: traced_chars -> traced_chars enddefine;
save_char -> cuchartrace;
trace g;
g(5) =>
untrace g;
false -> cuchartrace;
consstring(explode(rev(traced_chars)), length(traced_chars)) =>
