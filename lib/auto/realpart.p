;;; realpart(num) -> real: the real part of a number: num itself, as
;;; pop11's numbers are all real (REF NUMBERS).

section;

define global realpart(num);
    lvars num;
    unless isnumber(num) then mishap(num, 1, 'NUMBER NEEDED') endunless;
    num
enddefine;

endsection;
