;;; =-> mishaps on non-equal arguments; a matchvar with no name before
;;; the closing bracket takes the bracket as its name.
vars x;
[=?x:isword] = [=?x] =>
x =>
[1 2] =-> [=?x =*];
x =>
[1 2] =-> [=?x 3];
