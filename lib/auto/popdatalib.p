;;; popdatalib -> dir: the directory of library data files; pop11's
;;; lib/data/ (REF LIBRARY).

section;

global vars popdatalib;
if isundef(popdatalib) then
    ;;; beside pop11's own lib/auto/ on popautolist
    lvars d;
    for d in popautolist do
        if isstring(d) and isendstring('/lib/auto/', d) then
            allbutlast(5, d) <> 'data/' -> popdatalib;
            quitloop
        endif
    endfor
endif;

endsection;
