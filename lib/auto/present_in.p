;;; pattern present_in list -> bool: an operator (precedence 5):
;;; database_present with list as the database (REF DATABASE).

section;

uses database_present;

define global 5 pattern present_in list;
    lvars pattern, list;
    dlocal database = list;
    database_present(pattern)
enddefine;

endsection;
