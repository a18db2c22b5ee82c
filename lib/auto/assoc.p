;;; assoc(list) -> assoc_p: an association table as a procedure (REF
;;; LISTS).  list holds [item value] lists; assoc_p(item) is item's value
;;; (compared with ==) or false, and value -> assoc_p(item) sets it.
;;; appassoc applies a procedure to each association.

section;

define lconstant assoc_get(item, tab);
    lvars item, tab, l;
    for l in cont(tab) do
        if front(l) == item then return(back(l)) endif
    endfor;
    false
enddefine;

define updaterof assoc_get(value, item, tab);
    lvars value, item, tab, l;
    for l in cont(tab) do
        if front(l) == item then value -> back(l); return endif
    endfor;
    conspair(item, value) :: cont(tab) -> cont(tab)
enddefine;

define global assoc(list) -> assoc_p;
    lvars list, assoc_p, pair, tab = consref([]);
    assoc_get(% tab %) -> assoc_p;
    for pair in rev(list) do
        hd(tl(pair)) -> assoc_p(hd(pair))
    endfor;
    "assoc" -> pdprops(assoc_p);
enddefine;

endsection;
