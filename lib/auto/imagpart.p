;;; imagpart(num) -> imag: the imaginary part of a number: a zero of num's
;;; type, as pop11's numbers are all real (REF NUMBERS).

section;

define global imagpart(num);
    lvars num;
    unless isnumber(num) then mishap(num, 1, 'NUMBER NEEDED') endunless;
    num * 0
enddefine;

endsection;
