;;; LIB SUPER: cut and fail.  A cut reached again on backtracking drops
;;; the choices made since its goal started, and the goal's remaining
;;; items are still tried.
uses super;
vars x, y;
newdatabase([]);
add([q 1]); add([q 2]); add([q 3]);
add([ifneeded [p ?x] [q ?x] cut]);
add([p 9]);
which("x", [[p ?x]]) =>
add([ifneeded [t ?x] [q ?x] cut fail]); add([t 7]);
which("x", [[t ?x]]) =>
add([ifneeded [u ?x ?y] [q ?x] [q ?y] cut]); add([u 8 8]);
which([x y], [[u ?x ?y]]) =>
add([ifneeded [married ?x] [single ?x] cut fail]);
add([married ?x]);
add([single tom]);
present([married tom]) =>
present([married ann]) =>
;;; not, after HELP SUPER
add([ifneeded [not ?x] ?x cut fail]);
add([not ?x]);
present([not [q 5]]) =>
present([not [q 2]]) =>
;;; a cut in the query itself
which("x", [[q ?x] cut]) =>
present([and [q ?x] cut [do > ?x 1]]) =>
