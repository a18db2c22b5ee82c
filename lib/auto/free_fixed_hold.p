;;; free_fixed_hold(item): take item off the hold list of fixed-address
;;; structures, where cons_fixed, init_fixed and copy_fixed put the ones
;;; made with a true hold argument (to keep alive a structure only C code
;;; refers to); any other item is left alone (REF EXTERNAL_DATA).

section $-fixed_hold => free_fixed_hold;

;;; the held structures (compared with ==)
vars held = [];

;;; the optional hold argument on top of the stack (false if absent), then
;;; hold structure item if it is true
define hold_arg() -> hold;
    lvars hold = false;
    if stacklength() > 0 and isboolean(dup()) then -> hold endif
enddefine;

define hold_if(item, hold) -> item;
    lvars item, hold;
    if hold then item :: held -> held endif
enddefine;

define global free_fixed_hold(item);
    lvars item, l, prev = false;
    for l on held do
        if fast_front(l) == item then
            if prev then fast_back(l) -> fast_back(prev)
            else fast_back(l) -> held
            endif;
            return
        endif;
        l -> prev
    endfor
enddefine;

endsection;
