;;; check_word(item): mishaps unless item is a word (REF WORDS).

section;

define global check_word(item);
    lvars item;
    unless isword(item) then mishap(item, 1, 'WORD NEEDED') endunless
enddefine;

endsection;
