;;; LIB OBJECTCLASS: a method argument restricted to a key that is not a class
uses objectclass;
0 -> pop_mishap_doing_lim;
define :method label(s:string); s enddefine;
