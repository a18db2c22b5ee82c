;;; defclass records and vectors
defclass person {
    person_name,
    person_address,
    person_age :byte,
    person_sex :1
};
vars fred = consperson('Fred Bloggs', 'No fixed abode', 99, 0);
fred =>
person_name(fred), person_age(fred), person_sex(fred) =>
1 -> person_sex(fred); person_sex(fred) =>
class_field_spec(person_key) =>
isperson(fred), isperson(3) =>
destperson(fred) =>
person_key =>
;;; vector classes
defclass unsigned :uint;
initunsigned(2) =>
consunsigned(1, 4294967295, 2) =>
class_field_spec(unsigned_key) =>
defclass eyefull;
initeyefull(2) =>
subscreyefull(1, conseyefull(1, 2, 2)) =>
5 -> fast_subscreyefull(1, initeyefull(1) ->> fred);
fred =>
class_field_spec(eyefull_key) =>
;;; integer and float field types
recordclass rr a:int b:uint c:long d:ulong e:pint f:word g:short h:sbyte;
vars r = consrr(1, 2, 3, 4, 5, 6, 7, 8);
r =>
class_field_spec(rr_key) =>
-2147483648 -> a(r); 4294967295 -> b(r); 2**63 - 1 -> c(r); 2**64 - 1 -> d(r);
-32768 -> g(r); -128 -> h(r);
r =>
defclass fl { f1:dfloat, f2:sfloat, f3:float };
vars f = consfl(1, 2, 3);
f =>
1/3 -> f1(f); 1/3 -> f2(f); f =>
f1(f), f2(f) =>
;;; a field with no name: no identifier, but the key has it
defclass pt2 { px, :full, py };
conspt2(1, 2, 3) =>
datalength(conspt2(1, 2, 3)) =>
class_access(2, pt2_key)(conspt2(1, 2, 3)) =>
;;; declarations
defclass lconstant lrec { la, lb };
la(conslrec(7, 8)) =>
