;;; LIB SUPER: the database kept in groups, present, lookup, remove
uses super;
vars person, x, y, z, thing;
newdatabase([]);
add([big john]); add([big fred]); add([big sally]);
present([small ?person]) =>
person =>
present([big ?person]) =>
person => it =>
add([round moon]); add([round sun]);
add([planet earth]); add([star sun]);
database ==>
;;; items with variables are stored with refs in place of ?x and ??x
add([likes ?x ?x]);
add([owns ?x [?y ??z]]);
add([anything = ==]);
database ==>
present([likes mary ?y]) => y =>
present([likes ?y ?z]) => y => z => it =>
present([owns fred [a b c]]) =>
present([anything 1 2 3]) =>
present([anything 1]) =>
lookup([round ?thing]); thing =>
allpresent([[round ?x] [star ?x]]) => x => them =>
which("x", [[round ?x]]) =>
which([x y], [[big ?x] [round ?y]]) =>
remove([round moon]);
database ==>
alladd([[colour red] [colour green]]);
them =>
allremove([[colour red]]);
database ==>
flush([big ?x]);
them =>
database ==>
newdatabase([[a 1] [b 2] [a 3]]);
database ==>
