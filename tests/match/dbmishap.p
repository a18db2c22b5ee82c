;;; a mishap in a restriction during lookup
vars x;
define r(x); hd(x) enddefine;
add([a]);
lookup([?x:r]);
