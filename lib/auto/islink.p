;;; islink(item) -> bool: whether item is a non-empty list pair (REF
;;; OBSOLETE).

section;

define global islink(item);
    lvars item;
    ispair(item)
enddefine;

endsection;
