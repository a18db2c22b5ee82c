;;; properties: newanyproperty's arguments, growth, defaults, appproperty,
;;; clearproperty, copy, newmapping, and the weak gctypes after a GC
define count_entries(p) -> n;
    lvars n = 0;
    appproperty(p, procedure(k, v); n + 1 -> n endprocedure)
enddefine;
vars p = newproperty([[a 1] [b 2]], 4, "none", "perm");
p("a"), p("b"), p("c") =>
property_default(p) =>
vars i;
for i from 1 to 100 do i * i -> p(i) endfor;
count_entries(p), p(10), p(100) =>
vars q = copy(p);
0 -> p(10);
p(10), q(10) =>
clearproperty(p);
count_entries(p), p(10), count_entries(q) =>
;;; a user hash and equality: keys equal ignoring case
vars h = newanyproperty([], 8, 1, false,
            procedure(w); length(w) endprocedure,
            procedure(a, b); uppertolower(a) = uppertolower(b) endprocedure,
            "perm", false, false);
1 -> h('Abc'); 2 -> h('xy');
h('ABC'), h('aBc'), h('XY'), h('q') =>
;;; an active default: computes and stores missing entries
vars sq = newanyproperty([], 8, 1, false, false, false, "perm", false,
            procedure(k, p); k * k ->> p(k) endprocedure);
sq(7), count_entries(sq) =>
;;; newmapping compares keys with =
vars m = newmapping([], 8, false, true);
'one' -> m([1 2]);
m([1 2]), m([1 3]) =>
;;; weak keys: an entry whose key is otherwise garbage goes at a GC
define fillk(w, v);
    lvars k;
    for k from 1 to 10 do v -> w([% k %]) endfor;
    v -> w("kept")
enddefine;
vars wk = newanyproperty([], 16, 1, false, false, false, "tmparg", false, false);
fillk(wk, 1);
sysgarbage();
count_entries(wk), wk("kept") =>
vars wv = newanyproperty([], 16, 1, false, false, false, "tmpval", false, false);
define fillv(w);
    lvars k;
    for k from 1 to 10 do [% k %] -> w(k) endfor;
    "word" -> w(99)
enddefine;
fillv(wv);
sysgarbage();
count_entries(wv), wv(99) =>
