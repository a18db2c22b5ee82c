;;; applynum(p, n): apply p n times; its updater applies p's updater n
;;; times (REF PROCEDURE).

section;

define global applynum(p, n);
    lvars p, n;
    repeat n times p() endrepeat
enddefine;

define updaterof applynum(p, n);
    lvars p, n;
    repeat n times -> p() endrepeat
enddefine;

endsection;
