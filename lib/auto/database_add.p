;;; database_add(item): adds item to the front of database, and makes it
;;; database_it (REF DATABASE).

section;

uses database_it, database_them;

define global database_add(item);
    lvars item;
    item -> database_it;
    item :: database -> database
enddefine;

endsection;
