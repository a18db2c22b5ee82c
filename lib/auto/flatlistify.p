;;; flatlistify(list1) -> list2: list1 with each sub-list or vector in
;;; it replaced by the words that write it in Pop-11 ([ ... ], { ... }),
;;; all the way down (REF LISTS).

section;

define lconstant flat_items(x);
    lvars x, y;
    if ispair(x) or x == [] then
        "[";
        for y in x do flat_items(y) endfor;
        "]"
    elseif isvector(x) then
        "{";
        appdata(x, flat_items);
        "}"
    else
        x
    endif
enddefine;

define global flatlistify(list);
    lvars list, y;
    [% for y in list do flat_items(y) endfor %]
enddefine;

endsection;
