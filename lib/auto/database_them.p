;;; database_them -> list: the database items last added, removed or
;;; matched by database_alladd, database_flush, database_allremove and
;;; database_allpresent (REF DATABASE).

section;

global vars database_them;
if isundef(database_them) then [] -> database_them endif;

endsection;
