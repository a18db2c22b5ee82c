;;; defclass field conversion procedures (typespec # conv) and p_typespec names
define sex_conv(x); if x == 0 then "male" else "female" endif enddefine;
define updaterof sex_conv(x); if x == "male" then 0 else 1 endif enddefine;
defclass person { pname, psex :1 # sex_conv };
vars p = consperson("fred", "male");
p =>
psex(p) =>
"female" -> psex(p);
psex(p), p =>
destperson(p) =>
class_field_spec(person_key) =>
datalist(p) =>
p_typespec an_age :byte, a_bit :1;
defclass person2 { pn, page :an_age, pb :a_bit };
consperson2(1, 2, 1) =>
class_field_spec(person2_key) =>
defclass cvec :1 # sex_conv;
conscvec("male", "female", 2) =>
