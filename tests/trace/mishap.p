;;; a mishap inside a traced procedure: the indent is restored
define bad(x); hd(x) enddefine;
define callbad(x); bad(x) enddefine;
trace bad callbad;
callbad([1]) =>
poptraceindent =>
callbad(3) =>
