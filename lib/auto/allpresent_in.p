;;; pattern_list allpresent_in list -> bool: an operator (precedence 5):
;;; database_allpresent with list as the database (REF DATABASE).

section;

uses database_allpresent;

define global 5 patterns allpresent_in list;
    lvars patterns, list;
    dlocal database = list;
    database_allpresent(patterns)
enddefine;

endsection;
