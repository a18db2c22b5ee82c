;;; database_allremove(pattern_list): database_remove of each pattern;
;;; database_them is the list of the items removed (REF DATABASE).

section;

uses database_remove;

define global database_allremove(patterns);
    lvars patterns, p;
    [% for p in patterns do database_remove(p); database_it endfor %] -> database_them
enddefine;

endsection;
