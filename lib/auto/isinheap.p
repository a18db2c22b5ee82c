;;; isinheap(struct) -> bool: whether the compound object struct is in the
;;; working heap, not in the system area (REF DATA).  pop11 has no system
;;; area: every compound object, built-in procedures and keys as well, is
;;; in its one heap, so the result is true for any compound item.  A
;;; simple item (an integer, a single decimal) is a mishap.

section;

define global isinheap(item);
    lvars item;
    if isinteger(item) or isdecimal(item) and not(isddecimal(item)) then
        mishap(item, 1, 'STRUCTURE NEEDED')
    endif;
    true
enddefine;

endsection;
