;;; fast_deref(ref) -> ref: follows references while their contents
;;; are references... : while cont(ref) is a non-false reference... (REF
;;; DATA): the last reference whose contents are not a reference.

section;

define global fast_deref(ref) -> ref;
    lvars ref;
    while isref(ref) and cont(ref) and isref(cont(ref)) do cont(ref) -> ref endwhile
enddefine;

endsection;
