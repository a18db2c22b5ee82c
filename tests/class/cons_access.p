;;; cons_access for Poplog records and vectors (mode false/0)
recordclass point x y;
vars v = cons_access([^true ^(consref(true)) ^false], [full full full], false, false);
v =>
vars p = conspoint(1, 2);
v(1)(p), v(2)(p) =>
5 -> v(1)(p); p =>
updater(v(2)) =>
vars s = cons_access(true, conspair("full", false), false, false);
s =>
s(2, {a b c}) =>
"z" -> s(1, {a b c}) =>
vars bs = cons_access(true, conspair("byte", false), false, 0);
bs(2, 'abc') =>
vars w = cons_access([^true ^true], [full byte], false, false);
vars bk = conskey("bk", [full byte]);
vars b = class_cons(bk)(1, 2);
3 -> w(2)(b); b =>
