;;; Field access, field update and construction of defclass records, which
;;; the interpreter does inline for a record of the right class (and the
;;; inline_fields_* tests: the mishaps of the wrong ones): the same results
;;; as a call of the class procedure; an accessor or constructor redefined,
;;; traced or given another updater is what runs.
defclass node {key, left, right};
defclass other {okey, oleft, oright};
defclass typed {tint:int, tfull};
define get(t); key(t), left(t), right(t) enddefine;
define put(v, t); v -> key(t); v -> left(t); v -> right(t) enddefine;
define mk(a, b, c); consnode(a, b, c) enddefine;
vars n = mk(1, 2, 3), o = consother(4, 5, 6), ty = constyped(5, 6);
get(n) =>
put("x", n); n =>
isnode(mk(1, 2, 3)), datalist(mk(1, [2], 'three')) =>
;;; typed fields: read inline, updated by the general path
define tget(t); tint(t), tfull(t) enddefine;
define tput(v, t); v -> tint(t); v -> tfull(t) enddefine;
tget(ty) =>
tput(9, ty); ty =>
;;; the identifier's value at the call is what runs
define key(t); [my key ^t] enddefine;
get(n) =>
define updaterof left(v, t); [upd left ^v] => enddefine;
define put2(v, t); v -> left(t); v -> right(t) enddefine;
put2(7, n); n =>
oright -> right;
define rget(t); right(t) enddefine;
rget(o) =>
;;; traced accessors
trace oright;
define oget(t); oright(t) enddefine;
define oput(v, t); v -> oright(t) enddefine;
oget(o) =>
oput(8, o);
untrace oright;
oget(o) =>
;;; a constructor redefined
define consnode(a, b, c); [made ^a ^b ^c] enddefine;
mk(1, 2, 3) =>
