;;; printlength(item) -> n: how many characters pr(item) prints (REF
;;; PRINT).

section;

define global printlength(item);
    lvars item, n = 0;
    define dlocal cucharout(c); lvars c; n + 1 -> n enddefine;
    pr(item);
    n
enddefine;

endsection;
