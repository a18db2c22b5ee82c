;;; LIB SUPER: ifneeded rules, and, or, set, do
uses super;
vars x, y, z, cat, rest;
newdatabase([]);
add([member ?x [?x ??y]]);
add([ifneeded [member ?x [?y ??z]] [member ?x ?z]]);
present([member c [a b c d]]) =>
present([member e [a b c d]]) =>
which("x", [[member ?x [a b c]]]) =>
foreach [member ?x [1 2 3]] do x => endforeach;
forevery [[member ?x [1 2 3]] [member ?x [3 2]]] do [^x ^them] => endforevery;
add([big john]); add([big fred]);
present([and [big ?x] [member ?x [fred]]]) => x => it => them =>
present([or [big sue] [big ?x]]) => x =>
which("x", [[or [member ?x [a b]] [big ?x]]]) =>
present([set ?y + 2 2]) => y =>
present([set [?x ?y] rev [a b]]) => x => y =>
present([and [member ?x [1 2 3 4]] [do > ?x 2]]) => x =>
present([do isinteger a]) =>
present([and [member ?x [a b]] [do pr ?x] [do nl 1] fail]) =>
;;; a grammar and a recogniser (HELP SUPER)
alladd([
    [rule sentence nounphrase verbphrase]
    [rule nounphrase determiner noun]
    [rule verbphrase verb nounphrase]
    [lexicon determiner the]
    [lexicon noun man]
    [lexicon noun computer]
    [lexicon verb hated]
    [ifneeded [recognize ?category ?given ?leaving]
        [rule ?category ?x ?y]
        [recognize ?x ?given ?temp]
        [recognize ?y ?temp ?leaving]]
    [ifneeded [recognize ?category [?word ??leaving] ?leaving]
        [lexicon ?category ?word]]
]);
lookup([recognize nounphrase [the man hated the computer] ?x]);
x =>
present([recognize ?x [the man hated the computer] []]) =>
x =>
which([cat rest], [[recognize ?cat [the man hated the computer] ?rest]]) ==>
;;; rules that add to the database: the additions stay on backtracking
add([rich fred]); add([single fred]); add([single john]);
add([ifneeded [bachelor ?x] [single ?x] [big ?x]]);
present([and [bachelor ?x] [rich ?x] [do add [eligible ?x]] fail]) =>
present([eligible ?x]) => x =>
;;; a variable as a goal
add([ifneeded [call ?x] ?x]);
present([call [member ?y [p q]]]) => y =>
