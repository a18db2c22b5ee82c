vars procedure pp;
define pp(x); x + 1 enddefine;
pp(1) =>
