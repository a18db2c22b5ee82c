;;; exval_to_popobj(exptr) -> exptr2
;;; item -> exval_to_popobj() -> item
;;; the conversion procedure of an "exval" field holding a pointer to a
;;; Pop-11 structure (REF EXTERNAL_DATA): a read gives a new external
;;; pointer with the same pointer value; an assignment passes the item on
;;; unchanged (in pop11 every structure has a fixed address already, so
;;; no fixed copy is needed for C to keep it).

section;

define global exval_to_popobj(exptr);
    lvars exptr;
    copy(exptr)
enddefine;

define updaterof exval_to_popobj(item);
    lvars item;
    item
enddefine;

endsection;
