;;; uses_lib_idents(lib_name, lib_list, id_names, flags): what uses does
;;; for one library (REF LIBRARY): unless the identifier named after the
;;; library is defined already, load lib_name (a word or string; a path's
;;; directories and extension are not part of the identifier's name) with
;;; loadlib from lib_list, or from popuseslist when lib_list is false.
;;; flags: 1 (now) and 2 (by name) make no difference in pop11, which has
;;; no POPC and no sys_autoload_action, so a library used by name is
;;; loaded at once; 4 means lib_name's identifier is not one of those the
;;; library defines.  A lib_name of false loads nothing.

section;

define lconstant do_load(lib_name, lib_list);
    lvars lib_name, lib_list;
    if lib_list then loadlib(lib_name, lib_list) else loadlib(lib_name) endif
enddefine;

define global uses_lib_idents(lib_name, lib_list, id_names, flags);
    lvars lib_name, lib_list, id_names, flags, idname, n, len;
    returnunless(lib_name);
    lib_name sys_>< nullstring -> idname;
    datalength(idname) -> len;
    if locchar_back(`/`, len, idname) ->> n then
        substring(n + 1, len - n, idname) -> idname
    endif;
    if locchar(`.`, 1, idname) ->> n then
        substring(1, n - 1, idname) -> idname
    endif;
    consword(idname) -> idname;
    returnif(isdefined(idname) and not(isundef(valof(idname))));
    do_load(lib_name, lib_list)
enddefine;

endsection;
