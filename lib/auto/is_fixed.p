;;; is_fixed(struct) -> bool: whether the address of the structure struct
;;; never changes (REF EXTERNAL_DATA).  pop11's collector does not move
;;; structures, so this is true for every structure; a simple item (an
;;; integer, a decimal) is a mishap, as in Poplog.

section;

define global is_fixed(struct);
    lvars struct;
    isinheap(struct) ->;          ;;; STRUCTURE NEEDED for a simple item
    true
enddefine;

endsection;
