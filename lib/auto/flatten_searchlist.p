;;; flatten_searchlist(list) -> list: the directories of a search list
;;; (such as popuseslist) as one flat list of strings: idents and words
;;; standing for lists are replaced by their lists' directories, an
;;; element [dir ...] gives dir, and procedures are left out (REF
;;; LIBRARY).

section;

define global flatten_searchlist(list);
    lvars list;
    define lconstant flat(x);
        lvars x, y;
        if isident(x) then flat(idval(x))
        elseif isword(x) then flat(valof(x))
        elseif islist(x) then for y in x do flat(y) endfor
        elseif isstring(x) then x
        endif
    enddefine;
    ;;; an element that is a list is an annotated directory: [dir ...]
    define lconstant elem(x);
        lvars x;
        if ispair(x) then flat(hd(x)) else flat(x) endif
    enddefine;
    if isident(list) then idval(list) -> list endif;
    [% applist(list, elem) %]
enddefine;

endsection;
