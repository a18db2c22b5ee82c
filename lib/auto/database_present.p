;;; database_present(pattern) -> bool: whether an item of database is =
;;; pattern; the first such item becomes database_it (REF DATABASE).

section;

uses database_it, database_them;

define global database_present(pattern);
    lvars pattern, item;
    for item in database do
        if item = pattern then item -> database_it; return(true) endif
    endfor;
    false
enddefine;

endsection;
