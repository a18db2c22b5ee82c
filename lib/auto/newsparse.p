;;; newsparse(dimensions) -> sparse_array: newanysparse(dimensions,
;;; "undef"): a sparse array whose unset elements are the word undef (REF
;;; PROPS).

section;

uses newanysparse;

define global newsparse(dims);
    lvars dims;
    newanysparse(dims, "undef")
enddefine;

endsection;
