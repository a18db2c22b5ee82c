;;; LIB OBJECTCLASS: call_next_method with no next method
uses objectclass;
define :class A; enddefine;
define :method only(x:A); [only ^(call_next_method(x))] enddefine;
0 -> pop_mishap_doing_lim;
only(newA()) =>
