;;; mapdic(p) -> list: the results of p applied to each word of the
;;; dictionary, as a list (REF WORDS).

section;

define global mapdic(p);
    lvars p;
    [% appdic(p) %]
enddefine;

endsection;
