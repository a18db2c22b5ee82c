;;; LIB SUPER: spy and nospy trace the goals of a proof
uses super;
vars x;
newdatabase([]);
add([member ?x [?x ??y]]);
add([ifneeded [member ?x [?y ??z]] [member ?x ?z]]);
add([ifneeded [married ?x] [single ?x] cut fail]);
add([married ?x]);
add([single tom]);
spy;
present([member c [a b c]]) =>
present([member d [a b]]) =>
which("x", [[member ?x [a b]]]) =>
;;; with spy on, the cut goes back to the FAILED message of its goal
present([married tom]) =>
nospy;
present([married tom]) =>
present([member c [a b c]]) =>
