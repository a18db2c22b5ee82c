;;; tracing closures, properties (and their updaters), long lines, results
define f(x, y); x + y enddefine;
vars c = f(%3%);
trace c;
c(4) =>
pdprops(c) =>
vars p = newproperty([], 10, false, "perm");
trace p;
p("a") =>
99 -> p("a");
p("a") =>
define long(l); l enddefine;
trace long;
long([aaaaaaaaaa bbbbbbbbbbbb cccccccccccc dddddddddddd eeeeeeeeeeeeee ffffffffffff gggggggggg]) -> ;
define many(); 1, 2, 3 enddefine;
trace many;
many() =>
define consumer(a); erase(); erase(); a enddefine;
trace consumer;
1, 2, 3, consumer(4) =>
