;;; insertsort(list, p) -> list: list sorted by the comparison procedure
;;; p (p(x, y) true when x goes before y), by insertion; equal items keep
;;; their order (REF LISTS).

section;

define global insertsort(list, p) -> sorted;
    lvars list, p, sorted = [], x, l, prev;
    for x in list do
        if sorted == [] or not(p(hd(sorted), x)) and p(x, hd(sorted)) then
            x :: sorted -> sorted
        else
            sorted -> prev;
            tl(sorted) -> l;
            while l /== [] and not(p(x, hd(l)) and not(p(hd(l), x))) do
                l -> prev; tl(l) -> l
            endwhile;
            x :: l -> tl(prev)
        endif
    endfor
enddefine;

endsection;
