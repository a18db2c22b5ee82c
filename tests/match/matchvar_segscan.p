;;; A segment matchvar followed by an ordinary element or a one-item
;;; matchvar: = finds where the segment ends by comparing that element
;;; with each item in turn, and a failed try is not undone, as Poplog's
;;; = does (so some matches that exist are not found: HELP EQUAL 6.3).
vars a, b, c, d;
define t(dat, pat);
    [% dat = pat %] =>
enddefine;
t([1 2 3 4], [=??b =?c]);
t([1 2 3 4], [=??b =?c =?d]);
t([1 2 3 4], [=??b =* =?d]);
t([1 2 3 4], [=??b 3 =?d]);
b, d =>
t([1 2 3 4], [=??b =?c 4]);
t([1 2 3 4], [=?a =??b =?c]);
t([1 2 3 4], [=?a =??b =*]);
b =>
t([1 2 3 4], [=* =??b =?c]);
t([1 2 3 4], [=??b =?c:isinteger]);
t([1 2 3 4], [=??b =??c 4]);
b, c =>
t([1 2], [=?a =??b =?c]);
b, c =>
t([1 2 3 4], [=??b 2 =??c]);
t([a [b] c], [=??b [=?c] =*]);
b, c =>
t([1 2 3 4], [=??b:2 3 =?d]);
t([1 2 3 4], [=??b:1 3 =?d]);
