;;; external_ptr_field(exptr) -> n
;;; n -> external_ptr_field(exptr)
;;; the pointer value of the external pointer exptr as an unsigned 32-bit
;;; integer (its low-order half on a 64-bit machine), read or assigned
;;; with the ^uint access of exacc (REF DEFSTRUCT, Pointer Values as Data).

section;

define global external_ptr_field(exptr);
    lvars exptr;
    exacc ^uint exptr
enddefine;

define updaterof external_ptr_field(n, exptr);
    lvars n, exptr;
    n -> exacc ^uint exptr
enddefine;

endsection;
