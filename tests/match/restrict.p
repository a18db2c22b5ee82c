;;; Restrictions after a pattern variable: ?x:proc ??x:int ??x:proc
vars list x y;
[a b c d e] -> list;
list matches [??x:3 ??y] =>
x, y =>
list matches [??x:2 c ??y] =>
x, y =>
list matches [??x:2 d ??y] =>
list matches [?x:isinteger ??y] =>
list matches [?x:isword ??y] =>
x, y =>
list matches [??x:length d e] =>
x =>
define value(item);
    if item == "a" then 10
    elseif item == "b" then 20
    else false
    endif
enddefine;
list matches [?x:value ==] =>
x =>
list matches [== ?x:value] =>
list matches [??x:value d e] =>
[a 3] matches [a ?x: %nonop>(%0%)%] =>
x =>
[a -3] matches [a ?x: %nonop>(%0%)%] =>
;;; a restriction returning something other than true rebinds the variable
define twice(n); isinteger(n) and n * 2 enddefine;
[3 4] matches [?x:twice ?y:twice] =>
x, y =>
;;; integer restriction on a ?x variable checks the length of its value
[[a b] c] matches [?x:2 c] =>
x =>
[[a b c] c] matches [?x:2 c] =>
[abc c] matches [?x:3 c] =>
;;; ??x at the end with a length
[1 2 3] matches [?x ??y:2] =>
x, y =>
[1 2 3] matches [?x ??y:1] =>
;;; a segment restriction procedure sees the whole segment
define short(l); length(l) < 3 enddefine;
[1 2 3 4 5] matches [??x:short ??y] =>
x, y =>
[1 2 3 4 5] matches [??x:short 5] =>
[1 2 3 4 5] matches [??x:short 3 ==] =>
x =>
;;; with the segment at the end the procedure is applied to the rest
[1 2 3] matches [?x ??y:short] =>
x, y =>
[1 2 3 4] matches [?x ??y:short] =>
;;; a restriction word is looked up when the match runs
vars procedure check = isword;
[a] matches [?x:check] =>
isinteger -> check;
[a] matches [?x:check] =>
;;; restriction on a variable bound earlier
[a b a] matches [?x = ?x:isword] =>
[1 2 1] matches [?x = ?x:isword] =>
