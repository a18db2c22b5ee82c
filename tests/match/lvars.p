;;; Pattern variables are permanent identifiers: ?x assigns the
;;; permanent x (valof), never a lexical x; new words are declared.
lvars lx = "lexical";
[q] matches [?lx] =>
lx =>
valof("lx") =>
define f(list);
    lvars y = 0;
    if list matches [?y ==] then y endif
enddefine;
f([first second]) =>
valof("y") =>
[a b] matches [?newvar ??newseg] =>
newvar, newseg =>
