;;; radix_apply(item1, ..., itemN, p, radix): runs p (which takes the items)
;;; with pop_pr_radix radix, to print numbers in that base (REF PRINT).

section;

define global radix_apply(p, radix);
    lvars p, radix;
    dlocal pop_pr_radix = radix;
    p()
enddefine;

endsection;
