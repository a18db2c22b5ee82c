;;; init_fixed(n, vec_key [, hold]) -> fixed_vec: a new vector of the
;;; vector class vec_key with n elements, made by its class_init procedure,
;;; at an address that never changes (as every structure of pop11); with
;;; hold true it is kept on the hold list until free_fixed_hold (REF
;;; EXTERNAL_DATA).

uses free_fixed_hold;

section $-fixed_hold => init_fixed;

define global init_fixed() -> vec;
    lvars vec, hold = hold_arg(), key = (), n = ();
    unless iskey(key) then
        mishap(key, 1, 'VECTOR-CLASS KEY NEEDED')
    endunless;
    hold_if(class_init(key)(n), hold) -> vec
enddefine;

endsection;
