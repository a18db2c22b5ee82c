;;; exptr_copy_fixed(...) -> exptr: an external pointer to a new
;;; fixed-address structure, made by copy_fixed from the same arguments
;;; (the optional hold included); fill_external_ptr sets the pointer and
;;; makes the structure the pointer's props (REF EXTERNAL_DATA).

section;

define global exptr_copy_fixed();
    fill_external_ptr(copy_fixed(), consexternal_ptr())
enddefine;

endsection;
