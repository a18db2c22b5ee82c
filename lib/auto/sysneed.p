;;; sysneed(item) -> found: the old name of pop11_need_nextitem (REF
;;; OBSOLETE).

section;

define global sysneed(item);
    lvars item;
    pop11_need_nextitem(item)
enddefine;

endsection;
