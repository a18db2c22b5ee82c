;;; declare_incremental and pop_declare_incremental (REF POPC): outside
;;; POPC they give undefined identifiers the empty value of their kind.
declare_incremental list [sublists,prec= -200] (foo, baz);
identprops("foo") =>
declare_incremental procedure fp, list lst;
identprops("fp"), identprops("lst") =>
declare_incremental property (
    xxxx = newassoc([]),
    yyyy = newproperty([], 8, false, false),
);
identprops("xxxx"), isproperty(xxxx) =>
vars foo = [a];
[b] <> foo -> foo;
foo =>
declare_incremental list (foo);
foo =>
pop_declare_incremental =>
identprops("declare_incremental") =>
