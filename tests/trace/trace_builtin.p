;;; calls of a built-in compiled before it was traced are not shown
define f(l); tl(l) enddefine;
trace f tl hd;
f([1 2 3]) =>
hd([4 5]) =>
define g(l); tl(l) enddefine;
g([1 2 3]) =>
maplist([[1 2][3 4]], tl) =>
untrace tl;
