;;; sys_read_vars(decl_p [, globword]): the old name of
;;; pop11_comp_declaration: read a declaration list up to its ;, calling
;;; decl_p(word, idprops) for each name (REF OBSOLETE, REF POPCOMPILE).

section;

define global sys_read_vars() with_nargs 1;
    pop11_comp_declaration()
enddefine;

endsection;
