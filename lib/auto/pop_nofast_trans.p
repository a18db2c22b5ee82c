;;; pop_nofast_trans(name, islib) -> slowname: the word that names the
;;; checking version of the fast procedure or library name (fast_front ->
;;; front, fi_+ -> +), or false if there is none.  islib false: name is
;;; an identifier, and the slow one must be declared (or autoloadable);
;;; islib true (or a list of directories): name is a library, and the slow
;;; one must be defined or loadable from popuseslist (or the list).

section;

uses flatten_searchlist;

lvars not_found = [];           ;;; slow names looked for in vain

define global vars pop_nofast_trans(name, islib);
    lvars name, islib, prefix, slow = false, dir, file;
    returnif(name == "'fast_bagof/3'" or name == "'fast_setof/3'") (false);
    for prefix in ['fast_' 'fi_'] do
        if isstartstring(prefix, name) then
            allbutfirst(datalength(prefix), name) -> slow;
            quitloop
        endif
    endfor;
    returnunless(slow) (false);
    if islib then
        returnif(isdefined(slow) and not(isundef(valof(slow)))) (slow);
        returnif(lmember(slow, not_found)) (false);
        for dir in flatten_searchlist(if islist(islib) then islib else popuseslist endif) do
            dir sys_>< '' -> dir;
            if dir /= '' and last(dir) /== `/` then dir <> '/' -> dir endif;
            if sys_file_exists(dir <> (slow sys_>< '.p') ->> file) then
                compile(file);
                return(slow)
            endif
        endfor
    else
        returnif(isdeclared(slow)) (slow);
        returnif(lmember(slow, not_found)) (false);
        returnif(sys_autoload(slow) and isdeclared(slow)) (slow)
    endif;
    slow :: not_found -> not_found;
    false
enddefine;

endsection;
