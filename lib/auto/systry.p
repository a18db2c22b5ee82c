;;; systry(item) -> found: the old name of pop11_try_nextitem (REF
;;; OBSOLETE).

section;

define global systry(item);
    lvars item;
    pop11_try_nextitem(item)
enddefine;

endsection;
