;;; for V1, ..., Vn in_dstring STR1, ..., STRn do ... endfor (HELP FOR_FORM):
;;; as in_string; the characters of a dstring would come with their
;;; attributes, but pop11's strings have none, so it is in_string.

section;

uses define_for_extension, define_with_index_hook, subscr_loop;

define :for_extension global in_dstring(varlist, isfast);
    lvars varlist, isfast;
    subscr_loop(varlist, isfast, false, fast_subscrs, check_string)
enddefine;

define :with_index_hook in_dstring(varlist, isfast, index);
    lvars varlist, isfast, index;
    subscr_loop(varlist, isfast, index, fast_subscrs, check_string)
enddefine;

endsection;
