;;; database_flush(pattern): removes every item of database that is =
;;; pattern; database_them is the list of them (REF DATABASE).

section;

uses database_it, database_them;

define global database_flush(pattern);
    lvars pattern, item, gone = [];
    [% for item in database do
           if item = pattern then item :: gone -> gone else item endif
       endfor %] -> database;
    rev(gone) -> database_them
enddefine;

endsection;
