;;; for IVAR in_region BOUNDS [of_dimension N] do ... endfor (HELP
;;; IN_REGION): IVAR is a vector of indices, one for each pair of bounds
;;; in the list BOUNDS (lo1 hi1 lo2 hi2 ...), that runs over every
;;; combination, the first index fastest.  The same vector is updated in
;;; place at each iteration.

section;

uses define_for_extension;

;;; the first index vector of the region, or false if it is empty
define global in_region_start(bounds) -> vec;
    lvars bounds, vec, lo, hi, k = 1;
    unless islist(bounds) and listlength(bounds) rem 2 == 0 then
        mishap(bounds, 1, 'LIST OF BOUNDS NEEDED')
    endunless;
    initv(listlength(bounds) div 2) -> vec;
    until bounds == [] do
        dest(dest(bounds)) -> (lo, hi, bounds);
        if hi < lo then return(false -> vec) endif;
        lo -> vec(k);
        k + 1 -> k;
    enduntil;
enddefine;

;;; step vec to the next index vector of the region; false after the last
define global in_region_next(vec, bounds);
    lvars vec, bounds, k, n = datalength(vec);
    for k from 1 to n do
        if vec(k) < bounds(2 * k) then
            vec(k) + 1 -> vec(k);
            return(true)
        endif;
        bounds(2 * k - 1) -> vec(k);
    endfor;
    false
enddefine;

define :for_extension global in_region(varlist, isfast);
    lvars varlist, isfast, v = hd(varlist), b = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_next = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    pop11_comp_expr();
    sysPOP(b);
    if pop11_try_nextitem("of_dimension") then readitem() -> endif;
    pop11_need_nextitem("do") ->;
    sysPUSH(b); sysCALLQ(in_region_start); sysPOP(v);
    sysPUSH(v); sysIFNOT(l_end);
    sysLABEL(l_top);
    pop11_loop_start(l_next);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysLABEL(l_next);
    sysPUSH(v); sysPUSH(b); sysCALLQ(in_region_next); sysIFSO(l_top);
    sysLABEL(l_end);
enddefine;

endsection;
