;;; LIB DATABASE: add, remove, present, lookup, flush, alladd, allremove,
;;; allpresent, which (HELP DATABASE)
vars x y z p q;
database =>
add([a ison b]);
add([b ison c]);
add([c ison d]);
database =>
it =>
present([?x ison c]) =>
x, it =>
present([?x ison z]) =>
present([== d]) =>
lookup([b ison ?y]);
y =>
remove([a ison =]);
database, it =>
alladd([[1 2] [3 4]]);
them =>
database =>
flush([= =]);
them =>
database =>
allpresent([[?p ison ?q] [?q ison d]]) =>
them =>
p, q =>
allpresent([[?p ison ?q] [?q ison b]]) =>
allpresent([]), them =>
which("x", [[?x ison =]]) =>
which([x y], [[?x ison ?y]]) =>
which("x", [[?x ison zzz]]) =>
allremove([[b ison c]]);
them =>
database =>
;;; the database is an ordinary list
[[john likes mary] [mary likes bill] [bill likes mary]] -> database;
present([mary likes ?x]), x =>
which("x", [[?x likes mary]]) =>
which([x y], [[?x likes ?y] [?y likes ?x]]) =>
;;; pattern_instance fills in the variables of a pattern
vars seg = [1 2];
"v" -> x;
pattern_instance([a ?x [?x ??seg] ??seg ?x:isword]) =>
