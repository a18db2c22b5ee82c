;;; countwords() -> n: how many words the dictionary holds (REF WORDS).

section;

define global countwords();
    lvars n = 0;
    appdic(procedure(w); n + 1 -> n endprocedure);
    n
enddefine;

endsection;
