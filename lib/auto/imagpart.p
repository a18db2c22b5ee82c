;;; imagpart(num) -> imag: the imaginary part of a number (for a real num,
;;; a zero of its type) (REF NUMBERS).

section;

define global imagpart(num);
    lvars num, im;
    destcomplex(num) -> im ->;
    im
enddefine;

endsection;
