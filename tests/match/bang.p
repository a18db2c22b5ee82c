;;; ! patterns: the variables after ? and ?? are identifiers, so that
;;; lexical (lvars) variables can be bound (HELP MATCHES, LIB READPATTERN)
define next_after(item, list) -> next;
    lvars found;
    if list matches ! [ == ^item ?found == ] then
        found -> next
    else
        false -> next
    endif
enddefine;
next_after(3, [1 2 3 4 5]) =>
next_after(6, [1 2 3 4 5]) =>
next_after("cat", [the cat [did sit] on mat]) =>
;;; the permanent variable of the same name is untouched
isdefined("found") =>
define list_between(item1, item2, list) -> found;
    lvars found;
    unless list matches ![== ^item1 ??found ^item2 ==] then
        false -> found;
    endunless;
enddefine;
vars words = [a b c d e f g];
list_between("a", "g", words) =>
list_between("d", "e", words) =>
list_between("e", "c", words) =>
;;; file-level lvars
lvars xw;
[[a b c]] matches ![[== ??xw:2]], xw =>
lvars n;
[a b c 3 4 c d 4 5 e] matches ![== ?n == ?n:isinteger ==], n =>
lvars nn;
[a b c 3 4 c d 4 5 e] matches ![== ?nn == ?nn:isword ==], nn =>
;;; repeated lexical variables must match the same value
define same_ends(l);
    lvars x;
    l matches ![?x == ?x]
enddefine;
same_ends([a b c a]) =>
same_ends([a b c d]) =>
define twice(l);
    lvars seg;
    if l matches ![??seg ??seg] then seg else "no" endif
enddefine;
twice([1 2 1 2]) =>
twice([1 2 1 3]) =>
;;; --> with a ! pattern
define parts(l) -> (a, b);
    lvars a, b;
    l --> ![?a ??b];
enddefine;
parts([x y z]) =>
;;; closures keep their own variables
define matcher(pat);
    procedure(l);
        lvars v;
        if l matches ![== ^pat ?v ==] then v else false endif
    endprocedure
enddefine;
vars after_b = matcher("b");
after_b([a b c d]) =>
after_b([b]) =>
;;; vars (permanent) variables at top level are bound as usual
vars pv;
[1 2 3] matches ![?pv ==], pv =>
pv =>
;;; ? and ?? inside vectors are left alone
lvars lv1;
![{?lv1} a]  matches [{? lv1} a] =>
