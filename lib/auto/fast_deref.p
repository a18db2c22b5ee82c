;;; fast_deref(ref) -> item: follows references (REF FASTPROCS): while
;;; ref is a reference whose contents are not false, its contents; so
;;; the result is the first item of the chain that is not a reference,
;;; or the last reference, the one that holds false.

section;

define global fast_deref(ref) -> ref;
    lvars ref;
    while isref(ref) and fast_cont(ref) do fast_cont(ref) -> ref endwhile
enddefine;

endsection;
