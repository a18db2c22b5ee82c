;;; cleargensymproperty(): clearproperty(gensym_property): gensym's counts
;;; start again (REF WORDS).

section;

define global cleargensymproperty();
    clearproperty(gensym_property)
enddefine;

endsection;
