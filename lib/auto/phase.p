;;; phase(num) -> angle: the phase angle of num: 0.0 for a real >= 0, and
;;; for a negative one pi, or 180.0 if popradians is false (pop11's
;;; numbers are all real) (REF NUMBERS).

section;

define global phase(num);
    lvars num;
    unless isreal(num) then mishap(num, 1, 'NUMBER NEEDED') endunless;
    if num >= 0 then 0.0 elseif popradians then pi else 180.0 endif
enddefine;

endsection;
