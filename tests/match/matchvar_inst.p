;;; matchvar_instantiate (REF DATA): replacing matchvars by their
;;; variables' values, sharing what has none, and its flags.
vars x = "mary", y = [tom dick harry];
matchvar_instantiate([the children of =?x are =??y]) =>
vars x = 5, l = [1 2], q;
matchvar_instantiate(=?x) =>
matchvar_instantiate(=??l) =>
matchvar_instantiate({a =??l b}) =>
matchvar_instantiate([a [=??l =?x] =* =** b], 4) =>
vars s = [a b]; matchvar_instantiate(s) == s =>
vars s2 = [a =?x]; matchvar_instantiate(s2) == s2 =>
vars s3 = [a [b] =*]; hd(tl(matchvar_instantiate([=?x [b] =*]))) == hd(tl(s3)) =>
matchvar_instantiate([=?x =* =**], 4) =>
matchvar_instantiate(conspair(=?x, =?x)) =>
[1 2 3] = [=?x =??q] =>
matchvar_instantiate([=?x =??q =?l], 1) =>
define inst(v);
    matchvar_instantiate([=?x =??q =?l], 1) =>
    true
enddefine;
[4 5] = [=?x =?q:inst] =>
matchvar_instantiate([a =* b], 2) =>
