;;; recordclass: constructor, destructor, recogniser, field access/update
uses recordclass, vectorclass;
recordclass point x y;
vars p = conspoint(1, 2);
p =>
point_key =>
x(p), y(p) =>
3 -> x(p); p =>
ispoint(p), ispoint(3), ispoint({1 2}) =>
destpoint(p) =>
datakey(p) == point_key =>
dataword(p) =>
conspoint, destpoint, ispoint, x, y, updater(x) =>
class_dataword(point_key) =>
class_field_spec(point_key) =>
isrecordclass(p) == point_key, isvectorclass(p) =>
iskey(point_key), iskey(p), iskey("point") =>
;;; generic procedures on records
datalist(p) =>
datalength(p), length(p) =>
explode(p) =>
appdata(p, npr);
copy(p) =>
copy(p) == p, copy(p) = p =>
p = conspoint(3, 2), p = conspoint(3, 4), p = {3 2} =>
;;; fields hold any item; nesting prints with pr
conspoint('str', [a list]) =>
conspoint(conspoint(1, 2), {v}) =>
[% conspoint(5, 6) %] =>
;;; class procedures from the key
class_cons(point_key)(5, 6) =>
class_dest(point_key)(conspoint(7, 8)) =>
class_recognise(point_key) == ispoint =>
class_access(1, point_key) == x, class_access(2, point_key) == y =>
class_access(2, point_key)(p) =>
point_key(1) == x =>
key_of_dataword("point") == point_key =>
key_of_dataword("nosuchclass") =>
;;; commas between fields, typed fields
recordclass triple first, second:8, third:-4;
vars t = constriple("a", 255, -8);
t =>
class_field_spec(triple_key) =>
7 -> third(t); 0 -> second(t); t =>
;;; recompiling with the same spec keeps the key
vars old = point_key;
recordclass point x y;
point_key == old, ispoint(p) =>
recordclass constant cpoint cx cy;
cx(conscpoint(9, 10)) =>
