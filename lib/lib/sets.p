;;; sets.p -- LIB SETS (HELP SETS): sets as records holding a sorted list
;;; of their elements without repeats.  Written for pop11 from the
;;; behaviour Poplog's HELP SETS documents.
;;;
;;; The order and the identity of elements come from the user-definable
;;; elementorder(E1, E2) (true: E1 first, false: E2 first, 1: the same
;;; element; alphabefore by default); iselementtype(E) says what may be
;;; an element (isword by default).  Because every set keeps its list in
;;; that order, union, intersect and setdiff are merges of two sorted
;;; lists, and two sets with the same elements are =.

section;

recordclass set elements;

vars procedure iselementtype = isword;
vars procedure elementorder = alphabefore;

vars emptyset = consset([]);

;;; Sort list by elementorder (a merge sort, so elements that are the same
;;; stay next to each other) and drop repeats.
define lconstant sort_elements(list) -> list;
    lvars list, a, n = length(list), i, l;
    define lconstant merge(a, b);
        lvars a, b;
        [% until a == [] or b == [] do
            if elementorder(hd(b), hd(a)) == true then
                dest(b) -> b
            else
                dest(a) -> a
            endif
        enduntil, dl(a), dl(b) %]
    enddefine;
    returnif(n < 2);
    [% repeat n div 2 times dest(list) -> list endrepeat %] -> a;
    merge(sort_elements(a), sort_elements(list)) -> list;
    ;;; drop repeats
    [% until list == [] do
        dest(list) -> l -> i;
        i;
        while l /== [] and elementorder(i, hd(l)) == 1 do tl(l) -> l endwhile;
        l -> list
    enduntil %] -> list
enddefine;

define listtoset(list);
    lvars list, e;
    unless islist(list) then
        mishap('Trying to convert a non-list to a set', [^list])
    endunless;
    for e in list do
        unless iselementtype(e) then
            mishap('Trying to convert a list with wrong element type to a set', list)
        endunless
    endfor;
    consset(sort_elements(list))
enddefine;

;;; The elements of both sorted lists a and b, in order, each once.
define union(s1, s2);
    lvars s1, s2, a = elements(s1), b = elements(s2), o;
    consset([% until a == [] or b == [] do
        elementorder(hd(a), hd(b)) -> o;
        if o == 1 then
            hd(a); tl(a) -> a; tl(b) -> b
        elseif o then
            dest(a) -> a
        else
            dest(b) -> b
        endif
    enduntil, dl(a), dl(b) %])
enddefine;

define intersect(s1, s2);
    lvars s1, s2, a, b, o;
    unless isset(s1) and isset(s2) then
        mishap('Intersection of non-sets', [^s1 ^s2])
    endunless;
    elements(s1) -> a; elements(s2) -> b;
    consset([% until a == [] or b == [] do
        elementorder(hd(a), hd(b)) -> o;
        if o == 1 then
            hd(a); tl(a) -> a; tl(b) -> b
        elseif o then
            tl(a) -> a
        else
            tl(b) -> b
        endif
    enduntil %])
enddefine;

define setdiff(s1, s2);
    lvars s1, s2, a, b, o;
    unless isset(s1) and isset(s2) then
        mishap('Set difference of non-sets', [^s1 ^s2])
    endunless;
    elements(s1) -> a; elements(s2) -> b;
    consset([% until a == [] do
        if b == [] then
            dl(a); [] -> a
        else
            elementorder(hd(a), hd(b)) -> o;
            if o == 1 then
                tl(a) -> a; tl(b) -> b
            elseif o then
                dest(a) -> a
            else
                tl(b) -> b
            endif
        endif
    enduntil %])
enddefine;

define elementof(e, s);
    lvars e, s, x, o, l = elements(s);
    returnunless(iselementtype(e))(false);
    for x in l do
        elementorder(e, x) -> o;
        if o == 1 then return(true) elseif o then return(false) endif
    endfor;
    false
enddefine;

define makesubset(s, p);
    lvars s, p, x;
    consset([% for x in elements(s) do if p(x) then x endif endfor %])
enddefine;

define singleton(s);
    lvars s;
    if isset(s) and listlength(elements(s)) == 1 then
        hd(elements(s))
    else
        false
    endif
enddefine;

define subset(s1, s2);
    lvars s1, s2;
    setdiff(s1, s2) = emptyset
enddefine;

endsection;
