define inner(); pdprops(caller(1)) enddefine;
define outer(); inner() enddefine;
outer() =>
