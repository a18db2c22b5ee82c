;;; database_remove(pattern): removes the first item of database that is =
;;; pattern, which becomes database_it; a mishap if there is none (REF
;;; DATABASE).

section;

uses database_it, database_them;

define global database_remove(pattern);
    lvars pattern, l = database, prev = false;
    until l == [] do
        if hd(l) = pattern then
            hd(l) -> database_it;
            if prev then tl(l) -> tl(prev) else tl(l) -> database endif;
            return
        endif;
        l -> prev; tl(l) -> l
    enduntil;
    mishap(pattern, 1, 'REMOVING NON-EXISTENT ITEM FROM DATABASE')
enddefine;

endsection;
