;;; is_syntax_word(item) -> idprops_or_false: the identprops of a word that
;;; is a syntax word ("syntax" or a syntax operator's), else false (REF
;;; IDENT).

section;

define global is_syntax_word(item);
    lvars item, p;
    unless isword(item) then return(false) endunless;
    identprops(item) -> p;
    if p == "syntax" or isword(p) and isstartstring('syntax', p) then p else false endif
enddefine;

endsection;
