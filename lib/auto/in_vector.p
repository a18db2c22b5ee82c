;;; for V1, ..., Vn in_vector VEC1, ..., VECn do ... endfor (HELP FOR_FORM):
;;; each Vi runs over the elements of the full vector VECi, as far as the
;;; shortest one goes (for fast_for, the first one).

section;

uses define_for_extension, define_with_index_hook, subscr_loop;

;;; (anonymous: like Poplog's, it is not named in DOING lines)
lconstant procedure check_vec = procedure(item);
    lvars item;
    unless isvector(item) then mishap(item, 1, 'VECTOR NEEDED') endunless
endprocedure;

define :for_extension global in_vector(varlist, isfast);
    lvars varlist, isfast;
    subscr_loop(varlist, isfast, false, fast_subscrv, check_vec)
enddefine;

define :with_index_hook in_vector(varlist, isfast, index);
    lvars varlist, isfast, index;
    subscr_loop(varlist, isfast, index, fast_subscrv, check_vec)
enddefine;

endsection;
