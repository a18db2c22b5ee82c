;;; Matchvars of lexical variables, in procedures and at top level, and
;;; the operator equals (REF DATA) with its optional accept procedure.
define f();
    lvars a, b;
    [1 2 3] = [=?a =??b] =>
    a, b =>
    [=?a] =>
enddefine;
f();
define g();
    lvars a;
    [1 1] = [=?a =?a] =>
    [1 2] = [=?a =?a] =>
    a =>
enddefine;
g();
define swap(l) -> l;
    lvars l, h, t;
    if l = [=?h =??t] then t <> [^h] -> l endif
enddefine;
swap([a b c]) =>
lvars p, q;
[[x y] z] = [[=?p =*] =?q] =>
p, q =>
vars x, y;
[[1 2][2 1]]  equals  [[=??x =??y][=??y =??x]] =>
x, y =>
define tryall();
    [x ^x y ^y] =>
    false;
enddefine;
[1 2 3 4]  equals  ([=??x =??y], tryall) =>
{1 2} equals {=?x =?y} =>
x, y =>
[a [b c] d] equals [=?x [=??y] =?x] =>
[a [b c] a] equals [=?x [=??y] =?x] =>
x, y =>
[a b 3] equals [=?x:isword =??y:1 =*] =>
x, y =>
define lconstant three(l); length(l) == 3 enddefine;
[1 2 3 4 5 6] equals [=??x:three =??y:three] =>
x, y =>
sys_nonlocal_equals([p q], [=?x =?y]) =>
x, y =>
