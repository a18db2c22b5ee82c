;;; exval_to_bytestring(exptr) -> string_or_false
;;; string_or_false -> exval_to_bytestring() -> string_or_false
;;; the conversion procedure of an "exval" field holding a C string of
;;; bytes (REF EXTERNAL_DATA): the bytes up to the NUL exptr points to,
;;; with no character decoding, or false for a null pointer.  The updater
;;; gives back false for false and a string for a string: pop11's strings
;;; never move and are NUL-terminated, so C may keep the string itself.

section;

define global exval_to_bytestring(exptr);
    lvars exptr;
    if is_null_external_ptr(exptr) then false else exacc_ntstring(exptr) endif
enddefine;

define updaterof exval_to_bytestring(item);
    lvars item;
    if item then check_string(item) endif;
    item
enddefine;

endsection;
