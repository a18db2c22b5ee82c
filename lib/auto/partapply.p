;;; partapply(p, list) -> closure: p with the items of list frozen in as
;;; its last arguments (REF PROCEDURE): consclosure(p, destlist(list)).

section;

define global partapply(p, list);
    lvars p, list;
    partial_apply(p, list)
enddefine;

endsection;
