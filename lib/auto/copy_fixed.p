;;; copy_fixed(struct [, hold]) -> fixed_struct: a copy of struct (as
;;; copy makes) at an address that never changes (as every structure of
;;; pop11); with hold true it is kept on the hold list until
;;; free_fixed_hold (REF EXTERNAL_DATA).

uses free_fixed_hold;

section $-fixed_hold => copy_fixed;

define global copy_fixed() -> struct;
    lvars struct, hold = hold_arg();
    hold_if(copy(), hold) -> struct
enddefine;

endsection;
