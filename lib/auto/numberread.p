;;; numberread() -> number: the next item of proglist, which must be a
;;; number (REF PROGLIST).

section;

define global numberread();
    lvars n = readitem();
    unless isnumber(n) then mishap(n, 1, 'NUMBER NEEDED') endunless;
    n
enddefine;

endsection;
