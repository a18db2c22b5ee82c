;;; sysrepeat(num, p): applies p num times; num may be any real number
;;; (2.5 gives 3 times) (REF PROCEDURE).

section;

define global sysrepeat(num, p);
    lvars num, p;
    while num > 0 do p(); num - 1 -> num endwhile
enddefine;

endsection;
