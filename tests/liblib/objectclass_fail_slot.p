;;; LIB OBJECTCLASS: a slot updater applied to something else
uses objectclass;
define :class P; slot px = 1; enddefine;
vars p = newP();
3 -> px(p);
p =>
0 -> pop_mishap_doing_lim;
3 -> px([a]);
