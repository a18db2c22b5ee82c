;;; sysfileparse(filename) -> fvec: the parts of filename in a vector of
;;; six strings: host, disk, directory (without its last /), name, type
;;; (the extension without its .) and version; those Unix file names do
;;; not have are '' (REF OBSOLETE; sys_fname replaces it).

section;

define global sysfileparse(file) -> fvec;
    lvars file, fvec, slash, dot, dir = '', rest, name, type = '';
    if isword(file) then word_string(file) -> file endif;
    locchar_back(`/`, datalength(file), file) -> slash;
    if slash then
        substring(1, slash - 1, file) -> dir;
        allbutfirst(slash, file) -> rest
    else
        file -> rest
    endif;
    locchar_back(`.`, datalength(rest), rest) -> dot;
    if dot and dot > 1 then
        substring(1, dot - 1, rest) -> name;
        allbutfirst(dot, rest) -> type
    else
        rest -> name
    endif;
    {'' '' ^dir ^name ^type ''} -> fvec
enddefine;

endsection;
