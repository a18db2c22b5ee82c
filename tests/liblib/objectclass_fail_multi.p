;;; LIB OBJECTCLASS: no method of a multi-method applies
uses objectclass;
define :class A; enddefine;
define :class B; enddefine;
define :method both(x:A, y:A); [A A] enddefine;
define :method both(x:A, y:B); [A B] enddefine;
both(newA(), newB()) =>
0 -> pop_mishap_doing_lim;
both(newB(), newB()) =>
