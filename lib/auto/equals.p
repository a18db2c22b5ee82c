;;; item1 equals item2 -> bool
;;; item1 equals (item2, accept_p) -> bool
;;; The operator (precedence 7) = that finds every match of repeated
;;; segment matchvars (REF DATA): sys_nonlocal_equals with
;;; pop_matchvars_bound local and [].

section;

define global 7 item1 equals item2;
    lvars item1, item2;
    dlocal pop_matchvars_bound = [];
    sys_nonlocal_equals(item1, item2)
enddefine;

endsection;
