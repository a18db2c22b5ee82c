;;; database_allpresent(pattern_list) -> bool: whether every pattern is =
;;; an item of database; database_them is then the list of the items
;;; matched (REF DATABASE).

section;

uses database_present;

define global database_allpresent(patterns);
    lvars patterns, p, found = [];
    for p in patterns do
        unless database_present(p) then return(false) endunless;
        database_it :: found -> found
    endfor;
    rev(found) -> database_them;
    true
enddefine;

endsection;
