;;; for V1, ..., Vn [with_index IVAR] in_array A1, ..., An [updating_last [K]]
;;;     [in_region BOUNDS] [of_dimension D] do ... endfor   (HELP IN_ARRAY)
;;; Each Vi runs over the elements of the array Ai, the first index
;;; fastest, over the region all the arrays share (or BOUNDS).  With
;;; updating_last, the last K (default 1) variables are not assigned but
;;; stored back into their arrays at the end of each iteration.  IVAR is
;;; the vector of the current indices.

section;

uses define_for_extension, define_with_index_hook, in_region;

;;; the region the arrays have in common
define global in_array_region(arrays) -> bounds;
    lvars arrays, bounds = false, a, b, l, k;
    for a in arrays do
        unless isarray(a) then mishap(a, 1, 'ARRAY NEEDED') endunless;
        boundslist(a) -> b;
        if not(bounds) then
            copylist(b) -> bounds
        elseif listlength(b) /== listlength(bounds) then
            mishap(a, 1, 'ARRAYS OF DIFFERENT DIMENSIONS')
        else
            for k from 1 by 2 to listlength(b) do
                max(bounds(k), b(k)) -> bounds(k);
                min(bounds(k + 1), b(k + 1)) -> bounds(k + 1);
            endfor
        endif
    endfor
enddefine;

define lconstant array_loop(varlist, isfast, index);
    lvars varlist, isfast, index, n = listlength(varlist), k, v, t,
        nupd = 0, arrs = [], b = sysNEW_LVAR(),
        l_top = sysNEW_LABEL(), l_next = sysNEW_LABEL(), l_end = sysNEW_LABEL();
    for k from 1 to n do
        sysNEW_LVAR() -> t;
        pop11_comp_expr(); sysPOP(t);
        arrs <> [^t] -> arrs;
        if k < n then pop11_need_nextitem(",") -> endif;
    endfor;
    if pop11_try_nextitem("updating_last") then
        if isinteger(nextitem()) then readitem() else 1 endif -> nupd
    endif;
    if pop11_try_nextitem("in_region") then
        pop11_comp_expr();
    else
        for t in arrs do sysPUSH(t) endfor;
        sysPUSHQ(n); sysCALLQ(conslist); sysCALLQ(in_array_region);
    endif;
    sysPOP(b);
    if pop11_try_nextitem("of_dimension") then readitem() -> endif;
    pop11_need_nextitem("do") ->;
    unless index then sysNEW_LVAR() -> index endunless;
    sysPUSH(b); sysCALLQ(in_region_start); sysPOP(index);
    sysPUSH(index); sysIFNOT(l_end);
    sysLABEL(l_top);
    for k from 1 to n - nupd do
        sysPUSH(index); sysCALLQ(explode); sysCALL(arrs(k)); sysPOP(varlist(k));
    endfor;
    pop11_loop_start(l_next);
    pop11_loop_end(l_end);
    pop11_comp_stmnt_seq_to(popclosebracket) ->;
    sysLABEL(l_next);
    for k from n - nupd + 1 to n do
        sysPUSH(varlist(k)); sysPUSH(index); sysCALLQ(explode); sysUCALL(arrs(k));
    endfor;
    sysPUSH(index); sysPUSH(b); sysCALLQ(in_region_next); sysIFSO(l_top);
    sysLABEL(l_end);
enddefine;

define :for_extension global in_array(varlist, isfast);
    lvars varlist, isfast;
    array_loop(varlist, isfast, false)
enddefine;

define :with_index_hook in_array(varlist, isfast, index);
    lvars varlist, isfast, index;
    array_loop(varlist, isfast, index)
enddefine;

endsection;
