;;; vectorclass: init, cons, dest, subscriptor, applying a vector
vectorclass short 16;
vars s = initshort(3);
s =>
short_key =>
consshort(1, 2, 3, 3) =>
subscrshort(2, consshort(4, 5, 6, 3)) =>
destshort(consshort(4, 5, 6, 3)) =>
class_field_spec(short_key) =>
isshort(s), isshort({1 2 3}), isvectorclass(s) == short_key, isrecordclass(s) =>
s(1) =>
7 -> s(2); s =>
65535 -> subscrshort(3, s); s =>
8 -> fast_subscrshort(1, s); fast_subscrshort(1, s) =>
length(s), datalength(s) =>
datalist(s) =>
initshort, consshort, destshort, isshort, subscrshort, fast_subscrshort =>
class_init(short_key) == initshort, class_subscr(short_key) == subscrshort =>
class_fast_subscr(short_key) == fast_subscrshort =>
initshort(0) =>
copy(s) = s, copy(s) == s =>
;;; a full vector class starts with undef
vectorclass fvec;
vars f = initfvec(2);
f =>
consfvec('a', [b], 2) =>
isvectorclass(f) == fvec_key =>
;;; signed elements, vectorclass with a colon
vectorclass sv :-8;
conssv(-128, 127, 2) =>
class_field_spec(sv_key) =>
