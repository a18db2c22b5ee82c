;;; for V1, ..., Vn in_string STR1, ..., STRn do ... endfor (HELP FOR_FORM):
;;; each Vi runs over the character codes of the string STRi, as far as
;;; the shortest one goes (for fast_for, the first one).

section;

uses define_for_extension, define_with_index_hook, subscr_loop;

define :for_extension global in_string(varlist, isfast);
    lvars varlist, isfast;
    subscr_loop(varlist, isfast, false, fast_subscrs, check_string)
enddefine;

define :with_index_hook in_string(varlist, isfast, index);
    lvars varlist, isfast, index;
    subscr_loop(varlist, isfast, index, fast_subscrs, check_string)
enddefine;

endsection;
