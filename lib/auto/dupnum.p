;;; dupnum(item, n) -> (item, ..., item): n copies of item on the stack
;;; (REF STACK).

section;

define global dupnum(item, n);
    lvars item, n;
    repeat n times item endrepeat
enddefine;

endsection;
