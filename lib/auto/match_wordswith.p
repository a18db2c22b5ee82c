;;; match_wordswith(strword, p) -> list: the words w of the dictionary with
;;; p(strword, w) true, in alphabetical order (REF WORDS).

section;

define global match_wordswith(s, p);
    lvars s, p, l = [];
    appdic(procedure(w); lvars w; if p(s, w) then w :: l -> l endif endprocedure);
    syssort(l, alphabefore)
enddefine;

endsection;
