;;; wordswith(string_or_word) -> list: the words of the dictionary that
;;; contain it, in alphabetical order (REF WORDS).

section;

define global wordswith(s);
    lvars s, l = [];
    if isword(s) then word_string(s) -> s endif;
    appdic(procedure(w); lvars w;
               if issubstring(s, w) then w :: l -> l endif
           endprocedure);
    syssort(l, alphabefore)
enddefine;

endsection;
