;;; realpart(num) -> real: the real part of a number (num itself for a
;;; real num) (REF NUMBERS).

section;

define global realpart(num);
    lvars num;
    destcomplex(num) ->
enddefine;

endsection;
