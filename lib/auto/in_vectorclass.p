;;; for V1, ..., Vn in_vectorclass S1, ..., Sn do ... endfor (HELP FOR_FORM):
;;; as in_vector, for structures of any vector class (strings, full
;;; vectors, intvecs ... mixed).

section;

uses define_for_extension, define_with_index_hook, class_subscr_loop;

define :for_extension global in_vectorclass(varlist, isfast);
    lvars varlist, isfast;
    class_subscr_loop(varlist, isfast, false, class_fast_subscr)
enddefine;

define :with_index_hook in_vectorclass(varlist, isfast, index);
    lvars varlist, isfast, index;
    class_subscr_loop(varlist, isfast, index, class_fast_subscr)
enddefine;

endsection;
