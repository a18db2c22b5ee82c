;;; cons_fixed(arg1, ..., argN, key [, hold]) -> fixed_struct: a new
;;; structure of the record or vector class key, made by its class_cons
;;; procedure from the arguments, at an address that never changes; with
;;; hold true it is also kept on the hold list until free_fixed_hold
;;; (REF EXTERNAL_DATA).  pop11's collector never moves a structure, so
;;; every structure it makes has a fixed address.

uses free_fixed_hold;

section $-fixed_hold => cons_fixed;

define global cons_fixed() -> struct;
    lvars struct, hold = hold_arg(), key = ();
    unless iskey(key) then
        mishap(key, 1, 'RECORD OR VECTOR -CLASS KEY NEEDED')
    endunless;
    hold_if(class_cons(key)(), hold) -> struct
enddefine;

endsection;
