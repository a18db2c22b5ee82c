;;; cis(angle) -> num: the float complex cos(angle) +: sin(angle) of a
;;; real angle (in degrees unless popradians is true) (REF NUMBERS).

section;

define global cis(angle);
    lvars angle;
    unless isreal(angle) then mishap(angle, 1, 'REAL NUMBER NEEDED') endunless;
    cos(angle) +: sin(angle)
enddefine;

endsection;
