;;; A restricted segment matchvar followed by an element: each length its
;;; restriction accepts is bound before the element is compared (a
;;; restriction of that element sees it), the restriction runs once a
;;; length, and a length it refuses is skipped.
vars x = "none", y = "none", z = "none";
define showx(v); [seg ^v] => length(v) == 2 enddefine;
define show(v); [x is ^x v is ^v] => true enddefine;
[1 2 3] = [=??x:showx =?y:show] =>
x, y =>
"none" ->> x ->> y -> z;
[1 2 3 4] = [=??x:showx 3 =?y] =>
x, y =>
"none" ->> x ->> y -> z;
[1 2 3] = [=??x:2 =?y:show] =>
x, y =>
"none" ->> x ->> y -> z;
[1 2 3 4] = [=??x:1 =?y:show 9] =>
x, y =>
