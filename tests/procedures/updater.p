vars l = [1 2 3];
5 -> hd(l);
l =>
define get(v); v(1) enddefine;
define updaterof get(x, v); x -> v(1) enddefine;
vars w = {a b};
'new' -> get(w);
w =>
