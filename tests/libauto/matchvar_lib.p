;;; the library procedures of matchvars (REF DATA): equals with and
;;; without its accept procedure, sys_nonlocal_equals with the bindings
;;; of an enclosing match, matchvar_instantiate
vars x, y;
[a b a b] equals [=??x =??x] =>
x =>
[[1 2] [2 1]] equals [[=??x =??y] [=??y =??x]] =>
x, y =>
define count_all(); false enddefine;
[1 2 3] equals ([=??x =??y], count_all) =>
define inner(v);
    lvars v;
    sys_nonlocal_equals(v, [=?x =?y])
enddefine;
[[5 6] [5 6]] = [=?z:inner =?z] =>
[p [q r]] equals [=?x [=?y =*]] =>
matchvar_instantiate([=?x =?y =**], 4) =>
