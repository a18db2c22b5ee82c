;;; initexptr_mem(nbytes [, hold]) -> exptr: an external pointer to a new
;;; area of nbytes bytes (zero) of fixed-address memory, which is the
;;; pointer's props, so it lives as long as the pointer; hold is as for
;;; cons_fixed (REF EXTERNAL_DATA).  In Poplog the result is of the class
;;; exptr_mem; pop11's is an ordinary external pointer to a string.

section;

define global initexptr_mem() with_nargs 1;
    exptr_init_fixed(string_key)
enddefine;

endsection;
