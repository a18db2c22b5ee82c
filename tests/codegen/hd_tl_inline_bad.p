define t(x); tl(x) enddefine;
t([1]) =>
define h(x); hd(x) enddefine;
h(conspair(1, 2.5)) =>
