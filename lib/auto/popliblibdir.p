;;; popliblibdir -> dir: the directory of the non-autoloadable library,
;;; pop11's lib/lib/ (REF LIBRARY).

section;

global vars popliblibdir;
if isundef(popliblibdir) then
    ;;; beside pop11's own lib/auto/ on popautolist
    lvars d;
    for d in popautolist do
        if isstring(d) and isendstring('/lib/auto/', d) then
            allbutlast(5, d) <> 'lib/' -> popliblibdir;
            quitloop
        endif
    endfor
endif;

endsection;
