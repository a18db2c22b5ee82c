define foo(); enddefine;
pdprops(foo) =>
foo =>
"bar" -> pdprops(foo);
foo =>
pdnargs(foo) =>
define three(a, b, c); enddefine;
pdnargs(three) =>
