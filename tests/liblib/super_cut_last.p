;;; LIB SUPER: a cut in the last rule of a goal whose head bound a
;;; variable of the query, reached again on backtracking, runs past the
;;; start of the proof: a stack-empty mishap, as in Poplog
uses super;
vars x;
newdatabase([[q 1] [q 2]]);
add([ifneeded [v ?x] [q ?x] cut]);
present([v ?x]) => x =>
present([and [v ?x] [do > ?x 1]]) =>
