;;; database_alladd(list): database_add of each item of list; database_them
;;; is a copy of list (REF DATABASE).

section;

uses database_add;

define global database_alladd(list);
    lvars list, item;
    for item in list do database_add(item) endfor;
    copylist(list) -> database_them
enddefine;

endsection;
