;;; list1 ncjoin list2 -> list: an operator (precedence -5): list1 and list2
;;; joined by changing the last pair of list1, as list1 nc_<> list2.

section;

define global -5 l1 ncjoin l2;
    lvars l1, l2;
    l1 nc_<> l2
enddefine;

endsection;
