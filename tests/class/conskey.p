;;; conskey and the class_ procedures
vars k = conskey("foo", [full full]);
k =>
iskey(k), isrecordclass(k) =>
vars cf = class_cons(k);
cf('a', [b 'c']) =>
class_dest(k)(cf(1, 2)) =>
class_recognise(k)(cf(1, 2)), class_recognise(k)(k) =>
vars acc = class_access(2, k);
vars r = cf(3, 4);
acc(r) =>
5 -> acc(r); r =>
k(1)(r) =>
class_field_spec(k) =>
key_of_dataword("foo") == k =>
;;; a vector class
vars vk = conskey("bar", "full");
class_init(vk)(2) =>
class_cons(vk)(1, 'a', 2) =>
class_field_spec(vk) =>
conskey("byt", "byte") -> vk;
class_init(vk)(3) =>
class_cons(vk)(1, 2, 255, 3) =>
;;; built-in keys
class_cons(pair_key), class_dest(pair_key), class_recognise(pair_key) =>
class_cons(vector_key), class_init(vector_key), class_subscr(vector_key) =>
class_cons(string_key) =>
class_field_spec(pair_key), class_field_spec(vector_key), class_field_spec(string_key), class_field_spec(word_key) =>
class_access(1, pair_key), class_access(2, pair_key) =>
isvectorclass('abc') == string_key, isvectorclass({1}) == vector_key =>
isrecordclass([1]) == pair_key, isrecordclass(consref(1)) == ref_key =>
isrecordclass("a"), isrecordclass(3), isvectorclass(3) =>
class_dataword(integer_key), class_dataword(pair_key) =>
class_print(pair_key), class_print(k) =>
key_of_dataword("pair") == pair_key =>
;;; class_print
recordclass point x y;
define pp(p); printf('<<%p,%p>>', [% x(p), y(p) %]) enddefine;
pp -> class_print(point_key);
conspoint(1, 2) =>
[% conspoint(1, 2) %] =>
conspoint(1, 2) >< '' =>
sys_syspr(conspoint(1, 2)); nl(1);
syspr(conspoint(1, 2)); nl(1);
class_print(point_key) =>
sys_syspr -> class_print(point_key);
conspoint(1, 2) =>
;;; class_= : chosen by the second item
define myeq(a, b); npr([eq ^a ^b]); true enddefine;
myeq -> class_=(k);
cf(1, 2) = cf(1, 3) =>
cf(1, 2) = 3 =>
3 = cf(1, 2) =>
[% cf(1, 2) %] = [% cf(1, 3) %] =>
conspoint(1, 2) = conspoint(1, 2), conspoint(1, 2) = conspoint(1, 3) =>
;;; class_apply
define papply(p); x(p) + y(p) enddefine;
papply -> class_apply(point_key);
vars q = conspoint(10, 20);
q() =>
