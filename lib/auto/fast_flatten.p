;;; fast_flatten(list1) -> list2: the atoms of the tree list1 in one flat
;;; list, as flatten (REF LISTS).

section;

define global fast_flatten(list);
    lvars list;
    flatten(list)
enddefine;

endsection;
