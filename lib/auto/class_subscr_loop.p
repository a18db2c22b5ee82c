;;; class_subscr_loop(varlist, isfast, index, subscrpdr): compiles the rest
;;; of a for loop over structures of any vector class (HELP FOR_FORM):
;;; subscrpdr is applied to each structure's key and gives the procedure
;;; that subscripts it (class_fast_subscr for in_vectorclass, class_apply
;;; for in_subscripted).  See subscr_loop for the other arguments.

section;

uses subscr_loop;

define global class_subscr_loop(varlist, isfast, index, subscrpdr);
    lvars varlist, isfast, index, subscrpdr;
    subscr_loop(varlist, isfast, index, subscrpdr, "class")
enddefine;

endsection;
