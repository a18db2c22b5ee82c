define conv(x); x * 2 enddefine;
define updaterof conv(x); x div 2 enddefine;
defclass dbl { dv :8 # conv };
vars d = consdbl(10);
d, dv(d) =>
7 -> dv(d); d =>
600 -> dv(d);
