;;; Properties with many integer keys (dense, sparse, negative), deletion,
;;; copy, clearing, and weak properties after a garbage collection.
;;; heavy
define sum_entries(p) -> (n, ks, vs);
    lvars n = 0, ks = 0, vs = 0;
    appproperty(p, procedure(k, v); n + 1 -> n; ks + k -> ks; vs + v -> vs endprocedure);
enddefine;
vars i, p = newproperty([], 8, 0, "perm");
for i from 0 to 4999 do i * 3 -> p(i) endfor;
datalength(p), p(0), p(1), p(4999), p(5000), p(-1) =>
sum_entries(p) =>
;;; delete every other entry by storing the default
for i from 0 by 2 to 4999 do 0 -> p(i) endfor;
datalength(p), p(0), p(1), p(4998), p(4999) =>
sum_entries(p) =>
;;; keys far apart, negative keys, big keys, words and lists beside them
vars q = newproperty([], 4, false, "perm"), l = [a list];
for i from 1 to 300 do i -> q(i * 1000003) endfor;
for i from 1 to 300 do i -> q(-i) endfor;
for i from 0 to 99 do i -> q(i) endfor;
"w" -> q("word"); "l" -> q(l); "big" -> q(1152921504606846975);
datalength(q), q(1000003), q(300 * 1000003), q(-300), q(99), q(100) =>
q("word"), q(l), q([a list]), q(1152921504606846975) =>
;;; remove most of the small keys again, then grow past them
for i from 0 to 95 do false -> q(i) endfor;
for i from 5000 to 5200 do i -> q(i) endfor;
datalength(q), q(96), q(95), q(5000), q(5200) =>
;;; a copy is independent
vars c = copy(p);
for i from 1 by 2 to 99 do -1 -> c(i) endfor;
p(1), c(1), p(101), c(101), datalength(c) =>
clearproperty(c);
datalength(c), c(1), datalength(p) =>
for i from 0 to 9 do i -> c(i) endfor;
sum_entries(c) =>
;;; in_property sees the same entries
vars k, v, n = 0, tot = 0;
for k, v in_property p do n + 1 -> n; tot + v -> tot endfor;
n, tot =>
;;; weak values: lists made here die, the kept one survives
vars kept = [kept];
define fillv(w);
    lvars i;
    for i from 0 to 999 do
        if i mod 10 == 0 then kept else [% i %] endif -> w(i)
    endfor;
enddefine;
vars wv = newanyproperty([], 16, 1, false, false, false, "tmpval", false, false);
fillv(wv);
sysgarbage();
datalength(wv), wv(0), wv(10), wv(990), wv(5) =>
;;; weak keys: list keys die, word and integer keys stay
define fillk(w);
    lvars i;
    for i from 1 to 500 do i -> w([% i %]) endfor;
    for i from 0 to 499 do i -> w(i) endfor;
    "kept" -> w("kept");
enddefine;
vars wk = newanyproperty([], 16, 1, false, false, false, "tmparg", false, false);
fillk(wk);
sysgarbage();
datalength(wk), wk("kept"), wk(0), wk(499) =>
;;; tmpclr: everything goes at a collection
vars wc = newanyproperty([], 16, 1, false, false, false, "tmpclr", false, false);
for i from 0 to 99 do i -> wc(i) endfor;
"x" -> wc("y");
sysgarbage();
datalength(wc), wc(5), wc("y") =>
for i from 0 to 9 do i -> wc(i) endfor;
datalength(wc), wc(9) =>
;;; equality tables keep their hashes through growth
vars m = newmapping([], 4, false, true);
for i from 1 to 2000 do i -> m([% i, "x" %]) endfor;
for i from 1 by 3 to 2000 do false -> m([% i, "x" %]) endfor;
datalength(m), m([1 x]), m([2 x]), m([2000 x]), m([2001 x]) =>
vars calls = 0;
define myhash(x); calls + 1 -> calls; hd(x) mod 7 enddefine;
vars u = newanyproperty([], 4, 1, false, myhash, nonop =, "perm", 0, false);
for i from 1 to 300 do i -> u([% i %]) endfor;
vars c0 = calls;
u([5]), u([300]), u([301]), calls - c0, datalength(u) =>
