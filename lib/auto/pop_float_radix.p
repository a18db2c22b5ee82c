;;; pop_float_radix -> int: the radix of the floating-point representation,
;;; 2 (REF NUMBERS).

section;

global constant pop_float_radix = 2;

endsection;
