;;; LIB OBJECTCLASS: procedures on classes and instances (isclass, class_name,
;;; class_supers, class_isa, class_new, class_construct, isinstance,
;;; sys_print_instance), print_instance methods and the loop check
uses objectclass;
define :mixin M; slot m = 1; enddefine;
define :class A; slot a = 1; enddefine;
define :class B is M, A; slot b = 2; enddefine;
define :singleton S is A; enddefine;
isclass(A_key), isclass(M_key), isclass(S_key), isclass(integer_key), isclass(3) =>
class_name(B_key), class_name(M_key) =>
class_supers(B_key), class_supers(A_key) =>
class_isa(A_key)(newB()), class_isa(B_key)(newA()) =>
class_new(B_key)() =>
class_construct(A_key)(5) =>
isinstance(newA()), isinstance(S), isinstance([]) =>
class_isa(A_key) == isA =>
define :method print_instance(x:A); pr('<an A>'); enddefine;
newB() =>
sys_print_instance(newB()); nl(1);
pop_oc_print_loop_check =>
define :class C; slot c = false; enddefine;
define :method print_instance(x:C); pr('C('); pr(x.c); pr(')') enddefine;
vars cc = newC(); cc -> cc.c;
cc =>
