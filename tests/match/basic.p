;;; The matcher: plain elements, = and ==, ?x and ??x (HELP MATCHES)
vars list x y z;
[a b c d e] -> list;
list matches [a b c d e] =>
list matches [a b c d] =>
list matches [a b c d e f] =>
list matches [a == e] =>
list matches [== e] =>
list matches [a ==] =>
list matches [==] =>
[] matches [==] =>
[] matches [] =>
[] matches [=] =>
list matches [a = c = e] =>
list matches [a = d = e] =>
list matches [== c ==] =>
list matches [== z ==] =>
list matches [?x b c d e] =>
x =>
list matches [?x d e] =>
list matches [??x d e] =>
x =>
list matches [??x c ??y] =>
x, y =>
list matches [??x ??y] =>
x, y =>
list matches [== ?x] =>
x =>
list matches [?x ?y ==] =>
x, y =>
list matches [a ??x] =>
x =>
list matches [??x e] =>
x =>
;;; equality, not identity, for ordinary elements
['str' [1 2] {v}] matches ['str' [1 2] {v}] =>
[1.0 2] matches [1 2] =>
;;; non-list arguments are compared with =
'abc' matches 'abc' =>
{a b c} matches {a b c} =>
{a b c} matches {a = c} =>
3 matches 3 =>
[a b c] matches {a b c} =>
;;; ? and ?? at the end of a pattern are ordinary words
[a ?] matches [a ?] =>
[a] matches [?] =>
[a b] matches [a ??] =>
[a ??] matches [a ??] =>
;;; pattern variables hold the datum's items themselves
vars seg = [p q];
[^seg r] matches [?x r] =>
x == seg =>
[p q r] matches [??x] =>
;;; matches in expressions and conditions
if [the cat sat] matches [the ?x sat] then x => endif;
define animal(s); s matches [the ?x ==] and x enddefine;
animal([the dog barked]) =>
animal([a dog barked]) =>
;;; precedence: matches (8) binds looser than <> and ::
[a] <> [b] matches [a ?x] =>
x =>
"a" :: [b] matches [= b] =>
