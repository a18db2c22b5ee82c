;;; A symbol that no loaded object defines: each is reported, then the
;;; load mishaps (REF EXTERNAL).  Upstream Poplog prints each "Error:" as
;;; one line (the reference build adds FILE/DOING lines to every message).
exload 'missing-symbol-test'
    c_cos(x) :dfloat <- cos,
    c_nosuch(x) :int <- no_such_fn_xyz,
    c_nosuch2 <- no_such_data_2
endexload;
'not reached' =>
