;;; p1 pdcomp p2 -> p: an operator (precedence 3): the procedure that runs
;;; p1 then p2, as p1 <> p2 (REF PROCEDURE).

section;

define global 3 p1 pdcomp p2;
    lvars p1, p2;
    p1 <> p2
enddefine;

endsection;
