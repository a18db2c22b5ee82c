;;; varread() -> word: reads a word from proglist (with macro expansion),
;;; a mishap if it is not one (REF PROGLIST, for LIB FORM).

section;

define global varread();
    lvars w = itemread();
    unless isword(w) then mishap(w, 1, 'WORD NEEDED') endunless;
    w
enddefine;

endsection;
