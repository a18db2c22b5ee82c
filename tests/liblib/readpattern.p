;;; LIB READPATTERN: ! patterns with lexical and permanent variables
uses readpattern
define list_between(item1, item2, list) -> found;
    unless list matches ![== ^item1 ??found  ^item2 ==] then
        false -> found;
    endunless;
enddefine;
vars words = [a b c d e f g];
list_between("a", "g", words) =>
list_between("c", "g", words) =>
list_between("b", "b", words) =>
list_between("g", "e", words) =>
vars silly1;
[1 2 3 4 5] matches ![== 2 ??silly1 = ], silly1 =>
lvars silly2;
[1 2 3 4 5] matches ![== 2 ??silly2 = ], silly2 =>
vars var1, var2;
![cat ?var1 mouse ??var2 ==]  =>
99 -> var2;
![?var1 ?var2] =>
lvars lv1, lv2;
! [lv1 ?lv1 lv2 ?lv2 ] =>
define pairs(list) -> result;
    lvars x, y, rest;
    [] -> result;
    while list matches ![?x ?y ??rest] do
        [^^result [^x ^y]] -> result;
        rest -> list
    endwhile
enddefine;
pairs([1 2 3 4 5 6 7]) =>
;;; a variable used twice must match the same thing both times
define twice(list);
    lvars x;
    list matches ![== ?x == ?x ==]
enddefine;
twice([a b c b]), twice([a b c d]) =>
pop_pattern_lvars, pop_lvars_warning =>
