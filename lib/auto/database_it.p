;;; database_it -> item: the database item last added, removed or found by
;;; the database_ procedures (REF DATABASE).

section;

global vars database_it;
if isundef(database_it) then false -> database_it endif;

endsection;
