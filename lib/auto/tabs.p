;;; tabs(n): prints n tab characters (REF PRINT).

section;

define global tabs(n);
    lvars n;
    repeat n times cucharout(`\t`) endrepeat
enddefine;

endsection;
