;;; for V1, ..., Vn in_subscripted S1, ..., Sn do ... endfor (HELP FOR_FORM):
;;; as in_vectorclass, for any structures whose class_apply takes a
;;; numeric subscript and whose length is known: vectors, strings, lists
;;; mixed.

section;

uses define_for_extension, define_with_index_hook, subscr_loop;

;;; s(i) runs the class_apply of s's class (lists included)
define lconstant apply_subscr(i, s);
    lvars i, s;
    s(i)
enddefine;

define :for_extension global in_subscripted(varlist, isfast);
    lvars varlist, isfast;
    subscr_loop(varlist, isfast, false, apply_subscr, false)
enddefine;

define :with_index_hook in_subscripted(varlist, isfast, index);
    lvars varlist, isfast, index;
    subscr_loop(varlist, isfast, index, apply_subscr, false)
enddefine;

endsection;
