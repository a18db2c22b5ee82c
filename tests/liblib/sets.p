;;; LIB SETS: sets of words kept in order, and a user's own element type
uses sets;
vars s1 = listtoset([c a b a d]), s2 = listtoset([b d e f]);
s1 =>
s2 =>
elements(s1) =>
isset(s1), isset([a]), isset(emptyset) =>
intersect(s1, s2), intersect(s2, s1) =>
union(s1, s2), union(s2, emptyset) =>
setdiff(s1, s2), setdiff(s2, s1), setdiff(s1, s1) =>
;;; the symmetric difference
union(setdiff(s1, s2), setdiff(s2, s1)) =>
elementof("a", s1), elementof("z", s1), elementof(1, s1) =>
makesubset(s1, procedure(e); e /== "a" endprocedure) =>
singleton(s1), singleton(listtoset([x x])), singleton([a]) =>
subset(listtoset([a b]), s1), subset(s2, s1), subset(emptyset, s2) =>
emptyset =>
s1 = listtoset([d c b a]), s1 = s2, listtoset([]) = emptyset =>
listtoset([]) == emptyset =>
consset([z y]) =>
datakey(s1), [^s1] =>
listtoset([the cat sat on the mat]) =>
;;; numbers and words: integers first, in numeric order
procedure(x); isword(x) or isinteger(x) endprocedure -> iselementtype;
procedure(a, b);
    if a = b then 1
    elseif isinteger(a) and isinteger(b) then a < b
    elseif isinteger(a) then true
    elseif isinteger(b) then false
    else alphabefore(a, b)
    endif
endprocedure -> elementorder;
listtoset([3 b 1 a 3 10 2]) =>
union(listtoset([1 2]), listtoset([2 3 x])) =>
intersect(listtoset([1 2 a]), listtoset([2 3 a])) =>
elementof(10, listtoset([3 10 2])), elementof(4, listtoset([3 10 2])) =>
