;;; sysnmtry(item) -> found: the old name of pop11_try_nextreaditem (REF
;;; OBSOLETE).

section;

define global sysnmtry(item);
    lvars item;
    pop11_try_nextreaditem(item)
enddefine;

endsection;
