;;; exval_to_string(exptr) -> string_or_false
;;; string_or_false -> exval_to_string() -> string_or_false
;;; converts the value of an "exval" field to and from a string (REF
;;; EXTERNAL_DATA): the null-terminated string exptr points to, or false
;;; for a null pointer.  The updater gives back false for false and the
;;; string itself for a string: pop11's structures never move, so every
;;; string already has the fixed address C may keep.

section;

define global exval_to_string(exptr);
    lvars exptr;
    if is_null_external_ptr(exptr) then false else exacc_ntstring(exptr) endif
enddefine;

define updaterof exval_to_string(item);
    lvars item;
    if item and not(isstring(item)) then
        mishap(item, 1, 'STRING OR FALSE NEEDED')
    endif;
    item
enddefine;

endsection;
