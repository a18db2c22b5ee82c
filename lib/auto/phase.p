;;; phase(num) -> angle: the phase angle of num, a float in (-pi, pi], or
;;; (-180, 180] if popradians is false: arctan2(destcomplex(num)), so 0.0
;;; for a real num >= 0 (REF NUMBERS).

section;

define global phase(num);
    lvars num;
    arctan2(destcomplex(num))
enddefine;

endsection;
