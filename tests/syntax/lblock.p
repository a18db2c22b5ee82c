;;; lblock ... endlblock: a statement sequence whose lvars are its own.
define f(x); x enddefine;
f(lblock lvars i = 3; i + 1 endlblock) =>
f(lblock
    lvars i = 1, item;
    [% for item in [a b] do item endfor %]
  endlblock) =>
vars i = 10;
lblock lvars i = 5; i => endlblock;
i =>
define g(n);
    lvars k = 1;
    lblock
        lvars k = 2, j = n;
        k + j =>
    endlblock;
    k =>
enddefine;
g(5);
lvars m = 1;
lblock lvars m = 2; m => endlblock;
m =>
define h();
    lvars r = [];
    lblock lvars x = 7; procedure; x endprocedure -> r endlblock;
    r() =>
enddefine;
h();
