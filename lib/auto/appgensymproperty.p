;;; appgensymproperty(p): appproperty(gensym_property, p): p(word, n) for
;;; each word gensym has a count for (REF WORDS).

section;

define global appgensymproperty(p);
    lvars p;
    appproperty(gensym_property, p)
enddefine;

endsection;
